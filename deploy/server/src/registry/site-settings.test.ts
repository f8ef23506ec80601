/** A merchant's brand and the service worker's kill switch: stored per merchant, audited, read by every page. */
import type { FastifyInstance } from 'fastify';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../cli/run.js';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { createTestDatabase, type TestDatabase } from '../test-utils/postgres.js';
import type { DialectName } from './db.js';

jest.setTimeout(60_000);
const TOKEN = 'site-settings-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const seed = (merchant: string) => JSON.parse(readFileSync(join(__dirname, `../../../scripts/demo-brands/${merchant}.json`), 'utf8')) as Record<string, unknown>;
const INDEX = readFileSync(join(__dirname, '../../../../host/src/index.html'), 'utf8');

describe.each<DialectName>(['sqlite', 'postgres'])('site settings on %s', (dialect) => {
  let pgDb: TestDatabase | undefined;
  let app: FastifyInstance;
  let call: (req: TestRequest) => Promise<TestResponse>;
  const put = (url: string, payload: unknown, headers: Record<string, string> = auth) => call({ method: 'PUT', url, headers, payload });
  const site = async (merchant: string) => (await call({ url: `/ops/merchants/${merchant}/site`, headers: auth })).json();
  const page = (merchant: string, url = '/rng') => call({ url, headers: { accept: 'text/html', host: `${merchant}.localhost`, 'accept-language': 'en' } });

  beforeAll(async () => {
    if (dialect === 'postgres') pgDb = await createTestDatabase();
    app = await buildServer({ dataDir: tempDir(), databaseUrl: pgDb?.url, opsToken: TOKEN, logger: false });
    call = await listen(app);
    const dir = makeArtifactDir({ app: 'host', version: '3.0.0' });
    writeFileSync(join(dir, 'index.html'), INDEX);
    expect((await call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(dir) })).statusCode).toBe(201);
    for (const merchant of ['demo', 'demo2']) {
      const release = await put(`/ops/merchants/${merchant}/release`, { expectedRevision: 0, host: { version: '3.0.0' }, remotes: {} });
      expect(release.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app?.close();
    await pgDb?.drop();
  });

  it('stores a brand per merchant, audited, and every page, manifest and logo of that merchant shows it at once', async () => {
    expect(await site('demo')).toEqual({ merchant: 'demo', brand: null, workerEnabled: true });
    expect((await page('demo')).body).toContain('<title>Slots · Tessera</title>');

    for (const merchant of ['demo', 'demo2']) expect((await put(`/ops/merchants/${merchant}/brand`, seed(merchant))).statusCode).toBe(200);
    expect((await site('demo2')).brand).toEqual(seed('demo2'));

    const [one, two] = [(await page('demo')).body, (await page('demo2')).body];
    expect(one).toContain('<title>Slots · Lucky Crown</title>');
    expect(two).toContain('<title>Slots · Jade Dragon</title>');
    expect(two).toContain('<meta name="theme-color" content="#132923">');
    expect(two).toMatch(/<style id="tessera-brand-style">[^<]*--t-accent:#3dd6a3[^<]*<\/style>/);
    const json = JSON.parse(/<script type="application\/json" id="tessera-brand">([^<]*)<\/script>/.exec(two)![1]!);
    expect(json).toMatchObject({ name: 'Jade Dragon', shortName: 'JadeDragon', support: { whatsapp: '+6591234567' } });
    expect(json.logo.dark).toMatch(/^\/brand\/logo-dark\.svg\?v=[\w-]{12}$/);

    const logo = await call({ url: json.logo.dark, headers: { host: 'demo2.localhost' } });
    expect(logo.body).toBe((seed('demo2').logo as { dark: string }).dark);
    const manifests = await Promise.all(['demo', 'demo2'].map(async (m) => (await call({ url: '/manifest.webmanifest?lang=en', headers: { host: `${m}.localhost` } })).json()));
    expect(manifests.map((m) => [m.name, m.theme_color, m.background_color])).toEqual([
      ['Lucky Crown', '#182033', '#0f1420'],
      ['Jade Dragon', '#132923', '#0b1a17'],
    ]);
    expect(manifests[0].icons[0].src).not.toBe(manifests[1].icons[0].src);

    const audit = (await call({ url: '/ops/audit?merchant=demo2&action=brand', headers: auth })).json() as { actor: string; before: unknown; after: { name: string; logo: { dark: string } } }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after.name).toBe('Jade Dragon');
    // The audit keeps a picture by its hash, not its 64 KB of SVG.
    expect(audit[0]!.after.logo.dark).toMatch(/^sha256:[0-9a-f]{12} \(\d+ chars\)$/);

    // Back to the platform's brand.
    expect((await call({ method: 'DELETE', url: '/ops/merchants/demo/brand', headers: auth })).json().brand).toBeNull();
    expect((await page('demo')).body).toContain('<title>Slots · Tessera</title>');
  });

  it('refuses a brand whose colours do not read, or whose logo could run or load something, saying why', async () => {
    const good = seed('demo2');
    const palette = { ...(good.palette as object), text: '#20302c' };
    const dim = await put('/ops/merchants/demo2/brand', { ...good, palette });
    expect(dim.statusCode).toBe(400);
    expect(dim.json()).toEqual({ error: 'invalid_brand', message: expect.stringMatching(/^palette\.text on palette\.background has contrast 1\.\d\d:1, needs 4\.5:1/) });
    for (const dark of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<svg onload="x()" xmlns="http://www.w3.org/2000/svg"></svg>', '<svg><image href="file:///etc/passwd"/></svg>', 'not a picture at all, no']) {
      const res = await put('/ops/merchants/demo2/brand', { ...good, logo: { light: (good.logo as { light: string }).light, dark } });
      expect([dark, res.statusCode, res.json().error]).toEqual([dark, 400, 'invalid_brand']);
    }
    expect((await put('/ops/merchants/demo2/brand', { ...good, palette: { ...(good.palette as object), primary: 'green' } })).json().error).toBe('invalid_brand');
    expect((await put('/ops/merchants/nobody/brand', good)).statusCode).toBe(404);
  });

  it('needs what a release change needs: a credential scoped to another merchant is refused', async () => {
    const created = await call({ method: 'POST', url: '/ops/credentials', headers: auth, payload: { name: `demo-only-${dialect}`, scopes: ['release:demo'] } });
    expect(created.statusCode).toBe(201);
    const other = { authorization: `Bearer ${created.json().token}` };
    expect((await put('/ops/merchants/demo2/brand', seed('demo2'), other)).statusCode).toBe(403);
    expect((await put('/ops/merchants/demo2/worker', { enabled: false }, other)).statusCode).toBe(403);
    expect((await put('/ops/merchants/demo/worker', { enabled: true }, other)).statusCode).toBe(200);
  });

  it('switches the service worker off per merchant: /sw.js becomes the worker that unregisters itself and clears its caches', async () => {
    expect((await put('/ops/merchants/demo/worker', { enabled: 'no' })).statusCode).toBe(400);
    const off = await put('/ops/merchants/demo/worker', { enabled: false });
    expect(off.json()).toMatchObject({ merchant: 'demo', workerEnabled: false });
    const sw = await call({ url: '/sw.js', headers: { host: 'demo.localhost' } });
    expect([sw.statusCode, sw.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(sw.body).toContain('self.registration.unregister()');
    expect(sw.body).toContain('caches.delete');
    // The other merchant keeps its worker (none built in this test: 404, not the kill switch).
    expect((await call({ url: '/sw.js', headers: { host: 'demo2.localhost' } })).body).not.toContain('unregister');
    const audit = (await call({ url: '/ops/audit?merchant=demo&action=worker', headers: auth })).json() as { before: unknown; after: unknown }[];
    expect(audit[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await put('/ops/merchants/demo/worker', { enabled: true });
    expect((await call({ url: '/sw.js', headers: { host: 'demo.localhost' } })).body).not.toContain('unregister');
  });

  it('is shown and set with tessera merchant brand and tessera merchant worker, audited under the CLI’s actor', async () => {
    const out: string[] = [];
    const server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const tessera = (...argv: string[]) => run([...argv, '--server', server, '--token', TOKEN, '--actor', 'cli-brand'], (text) => out.push(text));
    await tessera('merchant', 'brand', 'demo2', join(__dirname, '../../../scripts/demo-brands/demo2.json'));
    expect(out.pop()).toMatch(/^demo2 {2}Jade Dragon \(JadeDragon\) {2}service worker on\n/);
    await tessera('merchant', 'worker', 'demo2', 'off');
    expect(out.pop()).toContain('service worker OFF (kill switch');
    await expect(tessera('merchant', 'worker', 'demo2', 'maybe')).rejects.toThrow(/^maybe is not on or off/);
    await expect(tessera('merchant', 'brand', 'demo2', '/no/such/brand.json')).rejects.toThrow(/^cannot read \/no\/such\/brand\.json/);
    await tessera('merchant', 'brand', 'demo2', 'default');
    expect(out.pop()).toMatch(/^demo2 {2}platform brand \(Tessera\) {2}service worker OFF/);
    await tessera('merchant', 'worker', 'demo2', 'on', '--json');
    expect(JSON.parse(out.pop()!)).toEqual({ merchant: 'demo2', brand: null, workerEnabled: true });
    const audit = (await call({ url: '/ops/audit?merchant=demo2&actor=bootstrap', headers: auth })).json() as { actor: string; action: string }[];
    expect(audit.slice(0, 4).map((a) => `${a.action} ${a.actor}`)).toEqual(['worker bootstrap (cli-brand)', 'brand bootstrap (cli-brand)', 'worker bootstrap (cli-brand)', 'brand bootstrap (cli-brand)']);
  });
});
