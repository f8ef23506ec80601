import type { FastifyInstance } from 'fastify';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { DEFAULT_BRAND, type Brand } from '../brand/brand.js';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { BOOT_LANGUAGES } from './boot-data.js';
import { chooseEncoding, matchesEtag, pageEtag } from './html-delivery.js';
import { injectPageHead, originOf, pageHeadTags, pageWords, ROUTE_HEADS } from './page-head.js';
import { HEAD_TEXT } from './page-head-text.js';

const TOKEN = 'test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
/** The host's real page template, as the build writes it (its title filled in). */
const INDEX = readFileSync(join(__dirname, '../../../../host/src/index.html'), 'utf8').replace(/<title>[\s\S]*?<\/title>/, '<title>Tessera</title>');

describe('the head’s words', () => {
  it('names each route as the host does, in every language (host/src/i18n/locales)', () => {
    for (const lang of BOOT_LANGUAGES) {
      const host = JSON.parse(readFileSync(join(__dirname, `../../../../host/src/i18n/locales/${lang}.json`), 'utf8')) as Record<string, Record<string, string>>;
      for (const [key, text] of Object.entries(HEAD_TEXT[lang])) {
        const [group, name] = key.split('.') as [string, string];
        expect([lang, key, text]).toEqual([lang, key, host[group]![name]]);
      }
      expect(host.titles!.format).toBe('{{page}} · {{brand}}');
    }
  });

  it('names the same paths as the host’s routes table (host/src/app/routes.tsx and the path lists it spreads)', () => {
    const routes = ['app/routes.tsx', 'features/lobby/lobby-page.tsx', 'features/lottery/lottery-page.tsx']
      .map((file) => readFileSync(join(__dirname, '../../../../host/src', file), 'utf8'))
      .join('\n');
    for (const path of Object.keys(ROUTE_HEADS)) {
      const bare = path.slice(1);
      if (!bare) continue;
      // A path is written out, or is one of the lists the table spreads (lobbies, lotteries, game pages).
      expect([path, routes.includes(`'${path}'`) || routes.includes(`'${bare}'`) || routes.includes(`${bare}:`)]).toEqual([path, true]);
    }
  });

  it('titles the lobby and lottery pages with the keys the host’s RouteTitle uses (LOBBY_TITLES, LOTTERY_TITLES)', () => {
    // The route table and RouteTitle's own file (the lobby titles live beside it).
    const routes = ['routes.tsx', 'route-title.tsx'].map((f) => readFileSync(join(__dirname, '../../../../host/src/app', f), 'utf8')).join('\n');
    for (const table of ['LOBBY_TITLES', 'LOTTERY_TITLES']) {
      const body = new RegExp(`const ${table} = \\{([^}]*)\\}`).exec(routes)?.[1] ?? '';
      const pairs = [...body.matchAll(/(\w+): '([\w.]+)'/g)].map((m) => [`/${m[1]}`, m[2]]);
      expect(pairs.length).toBeGreaterThan(3);
      for (const [path, key] of pairs) expect([path, ROUTE_HEADS[path!]?.title]).toEqual([path, key]);
    }
    expect(pageWords(DEFAULT_BRAND, 'en', '/lott').title).toBe('Lotto · Tessera');
  });

  it('writes the title, description, Open Graph and Twitter tags, canonical link and icons, escaped', () => {
    const brand: Brand = { ...DEFAULT_BRAND, name: 'Jade "&" <Play>', shortName: 'Jade' };
    const tags = pageHeadTags({ brand, lang: 'ja', pathname: '/index.html', origin: 'https://jade.example', image: '/cdn/banner/home-1.webp' });
    expect(tags.startsWith('<title>ホーム · Jade &quot;&amp;&quot; &lt;Play&gt;</title>')).toBe(true);
    expect(tags).toContain('<link rel="canonical" href="https://jade.example/">');
    expect(tags).toContain('<meta property="og:image" content="https://jade.example/cdn/banner/home-1.webp">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<meta property="og:locale" content="ja_JP">');
    expect(tags).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ja">');
    expect(tags).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png\?v=[\w-]{12}">/);
    expect(tags).not.toMatch(/<Play>/);
    // Without a trusted origin, the tags that need an absolute URL are left out, not written wrong.
    const bare = pageHeadTags({ brand, lang: 'en', pathname: '/rng' });
    expect(bare).not.toMatch(/canonical|og:url|og:image|twitter:image/);
    expect(pageWords(brand, 'en', '/rng').description).toBe('Slots at Jade "&" <Play>: choose a provider and start playing.');
    expect(pageWords(brand, 'en', '/no-such-page').title).toBe('Page not found · Jade "&" <Play>');
  });

  it('takes an origin only from a well-formed host', () => {
    expect(originOf('https', 'Demo.Example.com:8443')).toBe('https://demo.example.com:8443');
    for (const host of ['evil.com/"><script>', 'a b', '', undefined, 'x.com@y.com']) expect(originOf('http', host)).toBeUndefined();
    expect(originOf('javascript', 'x.com')).toBeUndefined();
  });

  it('replaces the template’s title and placeholder icon with the tags', () => {
    const page = injectPageHead(INDEX, '<title>T</title><meta name="description" content="d">');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('rel="icon" href="data:');
    expect(page).toContain('<title>T</title><meta name="description" content="d">');
  });
});

describe('HTML delivery', () => {
  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
  });

  it('gives pages that differ only in the customer-service links’ ciphertext one ETag', () => {
    const page = (path: string, url = 'https://t.me/x') => `<script>{"customerService":[{"csType":"TELEGRAM","path":"${path}"}],"url":"${url}"}</script>`;
    expect(pageEtag(page('LTmc/BV1A=QUySaBo2'))).toBe(pageEtag(page('+i2oEM/Sp=nLnq1nWk')));
    expect(pageEtag(page('LTmc/BV1A=QUySaBo2'))).not.toBe(pageEtag(page('LTmc/BV1A=QUySaBo2', 'https://t.me/y')));
  });

  it('matches an ETag weakly, in a list', () => {
    expect(matchesEtag('"a", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('a page, its icons and its manifest from the server', () => {
  let app: FastifyInstance;
  let call: (req: TestRequest) => Promise<TestResponse>;
  const page = (url: string, headers: Record<string, string> = {}) => call({ url, headers: { accept: 'text/html', host: 'demo.example.com', ...headers } });

  beforeAll(async () => {
    app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
    call = await listen(app);
    const dir = makeArtifactDir({ app: 'host', version: '3.0.0' });
    writeFileSync(join(dir, 'index.html'), INDEX);
    const published = await call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(dir) });
    expect(published.statusCode).toBe(201);
    const release = await call({ method: 'PUT', url: '/ops/merchants/demo/release', headers: auth, payload: { expectedRevision: 0, host: { version: '3.0.0' }, remotes: {} } });
    expect(release.statusCode).toBeLessThan(300);
  }, 60_000);
  afterAll(() => app.close());

  it('gives each route its own title, description and Open Graph tags in the browser’s language', async () => {
    const seen = new Set<string>();
    for (const [url, title] of [
      ['/', 'Home · Tessera'],
      ['/rng', 'Slots · Tessera'],
      ['/promotions', 'Promotions · Tessera'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain(`<meta property="og:title" content="${title}">`);
      expect(res.body).toContain(`<link rel="canonical" href="http://demo.example.com${url}">`);
      seen.add(/<meta name="description" content="([^"]*)">/.exec(res.body)![1]!);
    }
    expect(seen.size).toBe(3);
    const th = await page('/rng', { 'accept-language': 'th-TH,th;q=0.9' });
    expect(th.body).toContain('<title>สล็อต · Tessera</title>');
  });

  it('sends the page compressed with an ETag, and 304 to a browser that has it', async () => {
    const br = await page('/rng', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Language.*Accept-Encoding/);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(brotliDecompressSync(br.raw).toString()).toContain('<title>Slots · Tessera</title>');
    const gz = await page('/rng', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(etag);
    expect(gunzipSync(gz.raw).toString()).toContain('<title>Slots · Tessera</title>');
    const again = await page('/rng', { 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page is another ETag.
    expect((await page('/promotions', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers /favicon.ico, the apple-touch-icon and the manifest’s icons, drawn from the brand', async () => {
    const ico = await call({ url: '/favicon.ico', });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const manifest = (await call({ url: '/manifest.webmanifest?lang=vi', headers: { host: 'demo.example.com' } })).json() as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Tessera', display: 'standalone', start_url: '/?source=pwa' });
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Nạp tiền', 'Nổ hũ', 'Xổ số']);
    for (const icon of manifest.icons) {
      const res = await call({ url: icon.src, });
      expect([icon.src, res.statusCode, res.headers['cache-control']]).toEqual([icon.src, 200, 'public, max-age=31536000, immutable']);
      const meta = await sharp(res.raw).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const touch = await call({ url: '/apple-touch-icon.png', });
    expect((await sharp(touch.raw).metadata()).hasAlpha).toBe(false);
    expect((await call({ url: '/apple-touch-icon.png', headers: { 'if-none-match': String(touch.headers.etag) } })).statusCode).toBe(304);
    expect((await call({ url: '/brand/other.png' })).statusCode).toBe(400);
  });
});
