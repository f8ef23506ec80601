import { endpoints, type EndpointName } from '#shared/api/endpoints';
import { GATEWAY_ROUTES } from './index.js';

describe('sandbox routes against the client endpoint table', () => {
  it('declares each route for a name of the table, once; lists the calls not answered yet', () => {
    const names = Object.keys(endpoints) as EndpointName[];
    const declared = GATEWAY_ROUTES.map((r) => r.name);
    expect(declared.filter((n) => !names.includes(n))).toEqual([]);
    expect(declared.filter((n, i) => declared.indexOf(n) !== i)).toEqual([]);

    const missing = names.filter((n) => !declared.includes(n));
    console.log(
      `The sandbox answers ${declared.length} of the ${names.length} calls of the client's endpoint table; ${missing.length} without a route yet:\n` +
        missing.map((n) => `  ${n.padEnd(22)} ${endpoints[n].method.padEnd(6)} ${endpoints[n].path}`).join('\n'),
    );
  });
});
