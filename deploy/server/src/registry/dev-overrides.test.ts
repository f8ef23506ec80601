/** Dev-server override links: issuing (who may), redeeming, the release set and the CSP of that browser only, and the CLI. */
import type { FastifyInstance } from 'fastify';
import { CSP, cspWithDevOrigins } from '../assets/plugin.js';
import { run } from '../cli/run.js';
import { UsageError } from '../cli/ops-api.js';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { devOriginRefusal, overrideKey, parseDevEntry, parseDevOrigins, signOverride, verifyOverride } from './overrides.js';

const TOKEN = 'dev-override-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const DEV = 'http://localhost:3102/remoteEntry.js';

let app: FastifyInstance;
let server: string;
let call: (req: TestRequest) => Promise<TestResponse>;
const opsPost = (url: string, payload: unknown) => call({ method: 'POST', url, headers: auth, payload });
/** The cookies a response sets, as a browser sends them back (`a=1; b=2`). */
const cookiesOf = (res: TestResponse) => ([res.headers['set-cookie']].flat().filter(Boolean) as string[]).map((c) => c.split(';')[0]).join('; ');
const page = (cookie?: string) => call({ method: 'GET', url: '/member', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false, devOrigins: ['https://dev.team.example'] });
  call = await listen(app);
  server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const publish = async (spec: Parameters<typeof makeArtifactDir>[0]) =>
    call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir(spec)) });
  expect((await publish({ app: 'host', version: '1.0.0' })).statusCode).toBe(201);
  expect((await publish({ app: 'member', version: '1.0.0', exposes: ['./MemberCentre', './PointsMall'] })).statusCode).toBe(201);
  for (const merchant of ['demo', 'open']) {
    const set = await call({ method: 'PUT', url: `/ops/merchants/${merchant}/release`, headers: auth, payload: { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { member: { version: '1.0.0' } }, overrides: { allowed: merchant === 'open' } } });
    expect(set.statusCode).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('dev entries and origins', () => {
  it('accepts only a plain http(s) URL of a remoteEntry.js or mf-manifest.json', () => {
    expect(parseDevEntry(DEV)?.origin).toBe('http://localhost:3102');
    expect(parseDevEntry('https://dev.team.example/member/mf-manifest.json')).not.toBeNull();
    for (const bad of ['javascript:alert(1)//remoteEntry.js', 'http://localhost:3102/main.js', 'http://u:p@localhost/remoteEntry.js', 'http://localhost/remoteEntry.js?x=1', 'ftp://localhost/remoteEntry.js', 42]) {
      expect(parseDevEntry(bad)).toBeNull();
    }
  });

  it('allows loopback, configured origins, or a merchant that allows overrides', () => {
    const url = (u: string) => parseDevEntry(u) as URL;
    for (const ok of [DEV, 'http://127.0.0.1:9000/remoteEntry.js', 'http://member.localhost:3102/remoteEntry.js', 'http://[::1]:3102/remoteEntry.js']) expect(devOriginRefusal(url(ok), [])).toBeNull();
    expect(devOriginRefusal(url('https://evil.example/remoteEntry.js'), [])).toMatch(/is not a dev origin this server allows/);
    expect(devOriginRefusal(url('https://dev.team.example/remoteEntry.js'), ['https://dev.team.example'])).toBeNull();
    expect(parseDevOrigins(' https://a.example, http://b.example:8080 ')).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => parseDevOrigins('https://a.example/path')).toThrow(/is not an origin/);
  });

  it('signs the dev entry into the token; a tampered or non-dev version is refused', () => {
    const key = overrideKey(TOKEN);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = signOverride(key, { merchant: 'demo', remote: 'member', version: 'dev', exp, dev: DEV, id: 'link1' });
    expect(verifyOverride(key, token)).toEqual({ merchant: 'demo', remote: 'member', version: 'dev', exp, dev: DEV, id: 'link1' });
    expect(verifyOverride(key, signOverride(key, { merchant: 'demo', remote: 'member', version: '1.0.0', exp, dev: DEV, id: 'link1' }))).toBeNull();
    // A dev link without an id could be neither revoked nor bound to a browser.
    expect(verifyOverride(key, signOverride(key, { merchant: 'demo', remote: 'member', version: 'dev', exp, dev: DEV }))).toBeNull();
  });
});

describe('dev override links through the API', () => {
  it('issues a link to a loopback dev server, refuses another origin unless allowed', async () => {
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: 'https://evil.example/remoteEntry.js' })).statusCode).toBe(403);
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: 'http://localhost:3102/app.js' })).statusCode).toBe(400);
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: DEV, version: '1.0.0' })).statusCode).toBe(400);
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: 'https://dev.team.example/remoteEntry.js' })).statusCode).toBe(201);
    // Not even for a merchant that allows overrides (the finding: attacker script in the site's origin).
    expect((await opsPost('/ops/merchants/open/override-links', { remote: 'member', url: 'https://evil.example/remoteEntry.js' })).statusCode).toBe(403);
    // Dev links are short-lived.
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: DEV, ttlSeconds: 7 * 24 * 3600 })).statusCode).toBe(400);
    const issued = await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: DEV, ttlSeconds: 600 });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ remote: 'member', version: 'dev', url: DEV });
  });

  it('gives the redeeming browser the dev entry and a CSP that allows its origin; other browsers are unchanged', async () => {
    const { path, expiresAt } = (await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: DEV })).json() as { path: string; expiresAt: string };
    const redeemed = await call({ method: 'GET', url: path });
    expect(redeemed.statusCode).toBe(303);
    const cookie = cookiesOf(redeemed);

    const mine = await call({ method: 'GET', url: '/platform/release/demo.json', headers: { cookie } });
    expect(mine.json().overrides.active.member).toEqual({ version: 'dev', entry: DEV, integrity: '', dev: true, expiresAt });
    const theirs = await call({ method: 'GET', url: '/platform/release/demo.json' });
    expect(theirs.json().overrides.active).toBeUndefined();

    const myPage = await page(cookie);
    expect(myPage.headers['content-security-policy']).toBe(cspWithDevOrigins(['http://localhost:3102']));
    expect(myPage.headers['content-security-policy']).toContain("script-src 'self' http://localhost:3102;");
    expect(myPage.headers['content-security-policy']).toContain("connect-src 'self' http://localhost:3102 ws://localhost:3102;");
    expect(myPage.headers['cache-control']).toBe('private, no-cache');
    expect((await page()).headers['content-security-policy']).toBe(CSP);
    // The cookie names merchant demo: another merchant's page keeps the strict CSP.
    const demo2 = await call({ method: 'GET', url: '/member', headers: { accept: 'text/html', cookie, host: 'demo2.localhost' } });
    expect(demo2.headers['content-security-policy']).toBe(CSP);
  });
});

describe('dev links: one browser each, revocable', () => {
  const issue = async () => (await opsPost('/ops/merchants/demo/override-links', { remote: 'member', url: DEV })).json() as { id: string; path: string };
  const active = async (cookie: string) => (await call({ method: 'GET', url: '/platform/release/demo.json', headers: { cookie } })).json().overrides.active?.member as unknown;

  it('binds a dev link to the first browser that opens it and refuses a second one', async () => {
    const { path } = await issue();
    const first = await call({ method: 'GET', url: path });
    expect(first.statusCode).toBe(303);
    const mine = cookiesOf(first);
    expect(mine).toMatch(/tessera-browser=[\w-]{32}; tessera-override=/);
    // The same browser may open it again (after Clear, say)...
    const again = await call({ method: 'GET', url: path, headers: { cookie: mine.split('; ')[0]! } });
    expect(again.statusCode).toBe(303);
    // ...another browser (no id cookie, or another id) may not, and gets nothing.
    const second = await call({ method: 'GET', url: path });
    expect(second.statusCode).toBe(403);
    expect(second.body).toMatch(/already opened in another browser/);
    expect(second.headers['set-cookie']).toBeUndefined();
    // A copied override cookie without the browser's id grants nothing, not even the relaxed CSP.
    const copied = mine.split('; ').filter((c) => c.startsWith('tessera-override=')).join('; ');
    expect(await active(copied)).toBeUndefined();
    expect((await page(copied)).headers['content-security-policy']).toBe(CSP);
    expect(await active(mine)).toMatchObject({ version: 'dev', entry: DEV });
  });

  it('revokes a link through the API (audited): the browser loses it at its next page load, and it cannot be opened again', async () => {
    const { id, path } = await issue();
    const cookie = cookiesOf(await call({ method: 'GET', url: path }));
    expect(await active(cookie)).toMatchObject({ version: 'dev' });
    const listed = (await call({ method: 'GET', url: '/ops/override-links?merchant=demo', headers: auth })).json() as { id: string; boundAt: string | null; devUrl: string | null }[];
    expect(listed.find((l) => l.id === id)).toMatchObject({ devUrl: DEV, boundAt: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(path.split('token=')[1]);

    expect((await call({ method: 'DELETE', url: `/ops/override-links/${id}`, headers: auth })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: `/ops/override-links/${id}`, headers: auth })).statusCode).toBe(409);
    expect((await call({ method: 'DELETE', url: '/ops/override-links/nope', headers: auth })).statusCode).toBe(404);
    expect(await active(cookie)).toBeUndefined();
    expect((await page(cookie)).headers['content-security-policy']).toBe(CSP);
    expect((await call({ method: 'GET', url: path, headers: { cookie } })).statusCode).toBe(400);
    const [audit] = (await call({ method: 'GET', url: '/ops/audit?merchant=demo&action=override-link-revoke', headers: auth })).json() as { actor: string; before: { id: string } }[];
    expect(audit).toMatchObject({ actor: 'bootstrap', before: { id, devUrl: DEV } });
  });
});

describe('tessera override dev', () => {
  const tessera = async (...argv: string[]) => {
    const lines: string[] = [];
    await run([...argv, '--server', server, '--token', TOKEN], (t) => lines.push(t));
    return lines.join('\n');
  };

  it('prints a link for the dev server, and refuses what is not a dev entry', async () => {
    const out = await tessera('override', 'dev', 'demo', 'member', DEV, '--site', 'http://demo.example');
    expect(out).toMatch(/^http:\/\/demo\.example\/platform\/override\?token=[\w-]+\.[\w-]{43}\n {2}member from http:\/\/localhost:3102 for the first browser that opens it \(no other\), until \d{4}-/);
    // The printed follow-up revokes it; the list shows it revoked.
    const revokeLine = out.split('\n').find((l) => l.includes('revoke it: '))!;
    const id = /override revoke ([\w-]+) --server /.exec(revokeLine)?.[1] ?? '';
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await tessera('override', 'list', 'demo')).toMatch(new RegExp(`^ID +MERCHANT +REMOTE +VERSION +BY +UNTIL +STATE\n(.*\n)*${id} +demo +member +http://localhost:3102/remoteEntry\\.js +bootstrap +\\S+ \\S+ +not opened`));
    expect(await tessera('override', 'revoke', id)).toBe(`revoked override link ${id}`);
    expect(await tessera('override', 'list', 'demo')).toMatch(new RegExp(`${id} .* revoked`));
    await expect(tessera('override', 'revoke', id)).rejects.toThrow(/^409 already_revoked/);
    await expect(tessera('override', 'dev', 'demo', 'member', 'localhost:3102')).rejects.toThrow(UsageError);
    await expect(tessera('override', 'dev', 'demo', 'member', 'https://evil.example/remoteEntry.js')).rejects.toThrow(/^403 dev_origin_not_allowed: https:\/\/evil\.example is not a dev origin/);
  });
});
