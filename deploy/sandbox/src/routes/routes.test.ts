import { endpoints, type EndpointName } from '#shared/api/endpoints';
import { GATEWAY_ROUTES } from './index.js';

describe('sandbox routes against the client endpoint table', () => {
  it('declares each route for a name of the table, once, and one for every name', () => {
    const names = Object.keys(endpoints) as EndpointName[];
    const declared = GATEWAY_ROUTES.map((r) => r.name);
    expect(declared.filter((n) => !names.includes(n))).toEqual([]);
    expect(declared.filter((n, i) => declared.indexOf(n) !== i)).toEqual([]);

    // Every call of the table has its route: a call the sandbox does not answer cannot be tested against it.
    expect(names.filter((n) => !declared.includes(n)).map((n) => `${endpoints[n].method} ${endpoints[n].path}`)).toEqual([]);
  });
});
