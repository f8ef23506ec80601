/** Render crashes: scrubbed like the browser scrubs them, stored by message, and weighed like failed loads by automatic rollback. */
import type { FastifyInstance } from 'fastify';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../server.js';
import { listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';

const TOKEN = 'crash-test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let app: FastifyInstance;
let dataDir: string;
let call: (req: TestRequest) => Promise<TestResponse>;

const release = async () => (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as { revision: number; remotes: Record<string, { version: string; canary?: { version: string } }> };
/** Each client is one page load on a network of its own: its ticket covers its load and its crash. */
const tickets = new Map<number, string>();
const addressOf = (client: number) => `127.0.${client}.2`;
const ticketOf = async (client: number) => tickets.get(client) ?? tickets.set(client, await ticketFor(call, 'demo', { from: addressOf(client) })).get(client)!;
const crash = async (client: number, message = 'TypeError: no wallet for alice@example.com (player 13812345678)') =>
  call({
    method: 'POST',
    url: '/platform/telemetry',
    payload: [{ merchant: 'demo', remote: 'member', version: '1.1.0', kind: 'render', expose: './MemberCentre', message, frame: 'Wallet (http://x/remotes/member/1.1.0/7.js?sid=abcdef:1:99)', ticket: await ticketOf(client) }],
    localAddress: addressOf(client),
  });
const load = async (client: number) =>
  call({ method: 'POST', url: '/platform/telemetry', payload: [{ merchant: 'demo', remote: 'member', version: '1.1.0', kind: 'load', ms: 150, ticket: await ticketOf(client) }], localAddress: addressOf(client) });

beforeAll(async () => {
  dataDir = tempDir();
  app = await buildServer({ dataDir, opsToken: TOKEN, logger: false, canaryPolicy: { windowMs: 600_000, minSample: 6, maxErrorRate: 0.5, minTickets: 3, minNetworks: 3 } });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0']);
}, 60_000);
afterAll(async () => {
  await app.close();
});

jest.setTimeout(30_000);

describe('render crash reports', () => {
  it('refuses a render event without its module or message', async () => {
    const bad = (extra: object) => call({ method: 'POST', url: '/platform/telemetry', payload: { merchant: 'demo', remote: 'member', version: '1.1.0', kind: 'render', message: 'x', ...extra }, localAddress: '127.0.2.200' });
    expect((await bad({ expose: 'MemberCentre' })).json().message).toMatch(/expose is invalid/);
    expect((await bad({ expose: './MemberCentre', message: 'y'.repeat(1001) })).json().message).toMatch(/message is invalid/);
    expect((await bad({ expose: './MemberCentre', frame: 7 })).json().message).toMatch(/frame is invalid/);
  });

  it('switches off a canary whose loads succeed but whose pages throw while rendering, and keeps the scrubbed crash', async () => {
    const r = await release();
    expect((await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: r.revision, remote: 'member', version: '1.1.0', percent: 50 } })).statusCode).toBe(200);
    // Six browsers load the canary fine; two of them then crash while rendering: 2/6, under 50%.
    for (let c = 1; c <= 6; c += 1) expect((await load(c)).statusCode).toBe(204);
    for (let c = 1; c <= 2; c += 1) expect((await crash(c)).statusCode).toBe(204);
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
    // Two more crash: 4/6 above 50% → off, like failed loads would be.
    for (let c = 3; c <= 4; c += 1) await crash(c);
    const after = await release();
    expect(after.remotes.member?.canary).toBeUndefined();
    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo&action=auto-rollback', headers: auth })).json() as { note: string }[];
    expect(audit[0]?.note).toMatch(/member@1\.1\.0 switched off: error rate 67% per network, 67% per report \(4 failed page loads in 6 attempts\) over 10 min; 4 of 6 networks failing/);

    const rates = (await call({ method: 'GET', url: '/ops/telemetry?since=1h&merchant=demo', headers: auth })).json() as { rates: { version: string; loads: number; renders: number; errorRate: number }[] };
    expect(rates.rates.find((x) => x.version === '1.1.0')).toMatchObject({ loads: 6, renders: 4 });

    const crashes = (await call({ method: 'GET', url: '/ops/telemetry/crashes?merchant=demo', headers: auth })).json() as Record<string, unknown>[];
    expect(crashes).toEqual([
      expect.objectContaining({
        remote: 'member',
        version: '1.1.0',
        expose: './MemberCentre',
        message: 'TypeError: no wallet for <email> (player <n>)',
        frame: 'Wallet (http://x/remotes/member/1.1.0/7.js:1:99)',
        count: 4,
      }),
    ]);
    // Nothing personal reached the database, whatever the browser sent.
    const bytes = readdirSync(dataDir)
      .filter((f) => f.startsWith('registry.sqlite'))
      .map((f) => readFileSync(join(dataDir, f)).toString('latin1'))
      .join('');
    expect(bytes).toContain('no wallet for <email>');
    expect(bytes).not.toContain('alice@example.com');
    expect(bytes).not.toContain('13812345678');
    expect(bytes).not.toContain('sid=abcdef');
  });
});
