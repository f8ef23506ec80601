import { newRequestId } from './money';

it('makes distinct request ids the gateway accepts', () => {
  const a = newRequestId();
  expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(newRequestId()).not.toBe(a);
});
