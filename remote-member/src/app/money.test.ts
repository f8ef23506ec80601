import { bus } from '@tessera/shared';
import { newRequestId, requestBalanceRefresh } from './money';

it('makes distinct request ids the gateway accepts', () => {
  const a = newRequestId();
  expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(newRequestId()).not.toBe(a);
});

it('asks the host for a new balance over the bus', () => {
  const heard = jest.fn();
  const off = bus.on('wallet:refresh', heard);
  requestBalanceRefresh();
  expect(heard).toHaveBeenCalledTimes(1);
  off();
});
