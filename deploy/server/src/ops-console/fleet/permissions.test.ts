/**
 * The console's idea of what a credential may do is the registry's: for each kind of credential, every merchant and
 * remote, the buttons it shows are the calls the server would accept.
 */
import { can, type Principal } from '../../registry/credentials.js';
import { permissions } from './permissions.js';

const KINDS = [['admin'], ['release:*'], ['release:demo'], ['remote:member'], ['remote:member', 'release:demo2'], ['verify'], ['metrics', 'sandbox'], []];

it.each(KINDS)('agrees with the registry for a credential with %p', (...scopes: string[]) => {
  const p: Principal = { name: 'x', scopes, bootstrap: false };
  const mine = permissions(scopes);
  expect(mine.admin).toBe(can.admin(p));
  for (const merchant of ['demo', 'demo2', 'other']) {
    expect(mine.release(merchant)).toBe(can.release(p, merchant));
    for (const remote of ['games', 'member', 'agent', 'lottery']) expect(mine.link(merchant, remote)).toBe(can.link(p, merchant, remote));
  }
});

it('gives a merchant-scoped credential that merchant and no other', () => {
  const mine = permissions(['release:demo']);
  expect([mine.release('demo'), mine.release('demo2'), mine.admin]).toEqual([true, false, false]);
});
