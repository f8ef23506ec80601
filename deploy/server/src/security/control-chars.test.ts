/**
 * Terminal escapes from anonymous input: a render crash report carrying `ESC [2J` reached an
 * operator's terminal through `tessera crashes` and could clear or rewrite the listing. The intake strips
 * control and bidi-override characters from everything a report may carry, and every CLI table shows any
 * that reach it (from older rows, or any other field) as visible escapes.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { table } from '../cli/format.js';
import { listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';

jest.setTimeout(60_000);

const TOKEN = 'control-chars-ops-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
/** Controls (C0, DEL, C1) and the bidi overrides and isolates that reorder what a terminal shows. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0']);
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('security: terminal escapes', () => {
  it('strips control and bidi characters from a crash report and its reason at the intake', async () => {
    const ticket = await ticketFor(call);
    const evil = 'TypeError: \u001b[2J\u001b[Hall clear\r\u0007\u202eevil\u0085 \u009b31m';
    const res = await call({
      method: 'POST',
      url: '/platform/telemetry',
      payload: [
        { merchant: 'demo', remote: 'member', version: '1.0.0', kind: 'render', expose: './MemberCentre', message: evil, frame: `Wallet\u001b]0;title\u0007 (http://x/remotes/member/1.0.0/7.js:1:99)`, ticket },
        { merchant: 'demo', remote: 'member', version: '1.0.0', kind: 'error', reason: 'x\u001b[31mred\u0000', ticket },
      ],
      localAddress: '127.0.31.1',
    });
    expect(res.statusCode).toBe(204);
    const crashes = (await call({ method: 'GET', url: '/ops/telemetry/crashes', headers: auth })).json() as { message: string; frame: string | null }[];
    expect(crashes).toHaveLength(1);
    expect(crashes[0]!.message).not.toMatch(UNSAFE);
    expect(crashes[0]!.message).toContain('all clear');
    expect(crashes[0]!.frame).not.toMatch(UNSAFE);
    const counts = (await call({ method: 'GET', url: '/ops/telemetry', headers: auth })).json() as { kind: string; lastReason: string | null }[];
    const reasons = counts.map((c) => c.lastReason ?? '');
    expect(reasons.join('')).not.toMatch(UNSAFE);
    expect(reasons).toContain('x[31mred');
  });

  it('shows control characters in any CLI table cell as visible escapes, keeping the columns aligned', () => {
    const out = table(['message', 'count'], [['\u001b[2J\u001b[H\r\nhi\u202e', 1], ['ok', 2]]);
    for (const line of out.split('\n')) expect(line).not.toMatch(UNSAFE);
    expect(out).toContain('\\x1b[2J\\x1b[H\\r\\nhi\\u202e');
    const [head, first, second] = out.split('\n');
    expect(out.split('\n')).toHaveLength(3);
    expect(head!.indexOf('COUNT')).toBe(first!.lastIndexOf('1'));
    expect(second!.lastIndexOf('2')).toBe(first!.lastIndexOf('1'));
  });
});
