/** `tessera vitals`: the field data per app version as a table (canary beside stable, flows), or as JSON. */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import type { CommandContext } from './commands.js';
import { UsageError } from './ops-api.js';
import { vitalsCommand, type FieldAnswer } from './vitals.js';

const TOKEN = 'vitals-cli-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;
let server: string;

jest.setTimeout(60_000);

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
  call = await listen(app);
  server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0']);
  const { revision } = (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as { revision: number };
  expect((await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: revision, remote: 'member', version: '1.1.0', percent: 10 } })).statusCode).toBe(200);
  const report = async (client: number, version: string, inp: number, ok: boolean) =>
    call({
      method: 'POST',
      url: '/platform/field',
      localAddress: `127.0.${client}.1`,
      payload: {
        merchant: 'demo',
        host: '1.0.0',
        route: 'home',
        device: 'phone',
        ticket: await ticketFor(call),
        vitals: [
          { metric: 'LCP', value: 1900, app: 'host', version: '1.0.0' },
          { metric: 'INP', value: inp, app: 'member', version },
          { metric: 'CLS', value: 0.3, app: 'host', version: '1.0.0' },
        ],
        flows: [{ flow: 'deposit', ok, ...(ok ? {} : { error: 'errors.business:1034' }), app: 'member', version, seq: 0 }],
      },
    });
  for (let i = 0; i < 4; i++) await report(i + 1, '1.0.0', 120, true);
  for (let i = 0; i < 2; i++) await report(i + 20, '1.1.0', 600, i === 0);
});
afterAll(async () => {
  await app.close();
});

async function vitals(args: string[], options: CommandContext['options'] = {}): Promise<string> {
  const lines: string[] = [];
  await vitalsCommand.run({ args, options, target: { server, token: TOKEN }, out: (t) => lines.push(t), followUp: (c) => `tessera ${c}` });
  return lines.join('\n');
}

describe('tessera vitals', () => {
  it('prints p75s rated by web.dev, the canary against stable, and flow success per version', async () => {
    const text = await vitals(['demo']);
    const line = (app: string, version: string) => text.split('\n').find((l) => l.startsWith(app) && l.includes(` ${version} `));
    expect(line('host', '1.0.0')).toMatch(/stable\s+1[89]\d\dms\s+-\s+0\.\d+ \(poor\)\s+6/);
    expect(line('member', '1.0.0')).toMatch(/stable\s+-\s+1[12]\dms\s+-\s+4\s+-$/);
    expect(line('member', '1.1.0')).toMatch(/canary\s+-\s+\d{3}ms \(poor\)\s+-\s+2\s+LCP -, INP \+\d+%$/);
    expect(text).toMatch(/member\s+1\.1\.0\s+deposit\s+2\s+50\.0%\s+errors\.business:1034 ×1/);
    expect(text).toMatch(/member\s+1\.0\.0\s+deposit\s+4\s+100\.0%/);
  });

  it('filters by remote and window, answers JSON with --json, and refuses bad input', async () => {
    const json = JSON.parse(await vitals(['demo'], { remote: ['member'], since: '1h', json: true })) as FieldAnswer;
    expect(json.windowMs).toBe(3_600_000);
    expect(new Set(json.versions.map((v) => v.app))).toEqual(new Set(['member']));
    expect(await vitals(['demo2'])).toBe('No field data in the last 1d.');
    await expect(vitals([])).rejects.toThrow(new UsageError('missing <merchant>'));
    await expect(vitals(['demo'], { since: '8d' })).rejects.toThrow(/--since must be between 5m and 7d/);
  });
});
