/**
 * Every path of the real client's two API tables (shared/src/api/evidence/real-client-tables.ts, transcribed from
 * the compiled client) is answered by the sandbox: not a 404, whatever it thinks of the (empty) request.
 */
import { endpoints, type Endpoint } from '#shared/api/endpoints';
import { REAL_CLIENT_PATHS } from '#shared/api/evidence/real-client-tables';
import { DEMO, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();

/** The method the endpoint table gives a path (its own or one of its `alsoAt`). */
function methodOf(path: string): string | undefined {
  return Object.values(endpoints as Record<string, Endpoint>).find((e) => e.path === path || e.alsoAt?.includes(path))?.method;
}

describe('the sandbox answers every call of the real client', () => {
  it('answers each of the real tables\' paths with its method (a member session along)', async () => {
    const login = await sb.call({ method: 'POST', url: '/wps/session/login/unsecure', headers: DEMO, payload: { username: 'player01', password: 'Tessera2026' } });
    const token = login.json().value.token as string;
    const unanswered: string[] = [];
    for (const path of REAL_CLIENT_PATHS) {
      const method = methodOf(path);
      if (!method) {
        unanswered.push(`${path} (not in the endpoint table)`);
        continue;
      }
      const res = await sb.call({ method: method as 'GET', url: path, headers: { ...DEMO, authorization: token }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
      if (res.statusCode === 404) unanswered.push(`${method} ${path}: ${res.body.slice(0, 80)}`);
    }
    expect(unanswered).toEqual([]);
    expect(REAL_CLIENT_PATHS.length).toBeGreaterThanOrEqual(108);
  });
});
