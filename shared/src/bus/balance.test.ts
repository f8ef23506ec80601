import { bus, resetBus } from './bus';
import { balanceChanged } from './balance';

beforeEach(() => resetBus());

it('tells the host, on the page bus, that the balance changed and why', () => {
  const heard: unknown[] = [];
  bus.on('wallet:changed', (p) => heard.push(p));
  balanceChanged('deposit');
  expect(heard).toEqual([{ reason: 'deposit' }]);
  // Not sticky: a listener that comes later does not refetch for a change it did not see.
  expect(bus.last('wallet:changed')).toBeUndefined();
});
