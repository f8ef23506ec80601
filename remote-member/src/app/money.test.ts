import { bus } from '@tessera/shared';
import { newRequestId, parseAmount, requestBalanceRefresh } from './money';

it('reads amounts with up to 2 decimals and separators, refusing the rest', () => {
  expect(parseAmount('1,250.5')).toBe(1250.5);
  expect(parseAmount(' 100 ')).toBe(100);
  expect(parseAmount('0')).toBeNull();
  expect(parseAmount('1.005')).toBeNull();
  expect(parseAmount('-5')).toBeNull();
  expect(parseAmount('abc')).toBeNull();
  expect(parseAmount(undefined)).toBeNull();
});

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
