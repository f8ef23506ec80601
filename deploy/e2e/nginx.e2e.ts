/**
 * deploy/nginx/tessera.conf in front of the e2e platform server: a real nginx from Debian's packages
 * (`/usr/sbin/nginx`, with the ngx_brotli static module), in the foreground on a free port, serving the
 * server's artifacts folder itself and proxying everything else to it. Each path is asked of both with the
 * same Accept-Encoding and must come back with the same policy headers and the same bytes once decoded;
 * then Chromium plays the built merchant site through nginx. Fails (never skips) without nginx:
 * .ci/run installs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { httpCall, type TestResponse } from '../server/src/test-utils/helpers';
import { env, freePort, launchBrowser, newPage, until, waitForVersion } from './support';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const CONF = path.resolve(__dirname, '../nginx/tessera.conf');
/** What "served the same way" means: the headers a browser or a cache acts on. */
const POLICY_HEADERS = [
  'cache-control',
  'content-type',
  'content-encoding',
  'vary',
  'access-control-allow-origin',
  'x-content-type-options',
  'content-security-policy',
  'x-frame-options',
] as const;

let nginx: ChildProcess;
let nginxUrl: string;
let prefix: string;
let browser: Browser | undefined;

/** The shipped site config with only this machine's folder, ports and upstream put in. */
function siteConfig(port: number): string {
  const conf = readFileSync(CONF, 'utf8');
  const replaced = conf
    .replace('root /var/lib/tessera/artifacts;', `root ${path.join(env.dataDir, 'artifacts')};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${env.port};`);
  // Each replacement must have hit: a reworded line in the config would otherwise go untested.
  for (const placed of [path.join(env.dataDir, 'artifacts'), `127.0.0.1:${port}`, `127.0.0.1:${env.port}`]) expect(replaced).toContain(placed);
  return replaced;
}

function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    // As root the workers would otherwise drop to `nobody`, who cannot read the test's private data dir.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    `load_module ${BROTLI_MODULE};`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${path.join(dir, 'tessera.conf')};`,
    '}',
    '',
  ].join('\n');
}

async function waitForPort(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const up = () =>
    child.exitCode !== null
      ? Promise.resolve('exited' as const)
      : httpCall(url, { url: '/platform/health' }).then(
          () => 'up' as const,
          () => 'down' as const,
        );
  const state = await until(up, (s) => s !== 'down', 'nginx to answer', { timeoutMs: 10_000 }).catch(() => 'down' as const);
  if (state === 'up') return;
  throw new Error(`nginx did not start: ${existsSync(logFile) ? readFileSync(logFile, 'utf8') : `exit code ${child.exitCode}`}`);
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)`);
  if (!existsSync(BROTLI_MODULE)) throw new Error(`${BROTLI_MODULE} is missing: apt-get install libnginx-mod-http-brotli-static (.ci/run does)`);
  prefix = mkdtempSync(path.join(os.tmpdir(), 'tessera-nginx-'));
  const port = await freePort();
  writeFileSync(path.join(prefix, 'tessera.conf'), siteConfig(port));
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  nginxUrl = `http://127.0.0.1:${port}`;
  await waitForPort(nginxUrl, nginx, path.join(prefix, 'error.log'));
}, 30_000);

afterAll(async () => {
  // Launched by its case, and closed after it (close-after-each.ts) unless that case never ran.
  if (browser?.connected) await browser.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
});

type Encoding = 'br' | 'gzip' | 'identity';

async function get(base: string, url: string, encoding: Encoding, headers: Record<string, string> = {}): Promise<TestResponse> {
  return httpCall(base, { url, headers: { 'accept-encoding': encoding, ...headers } });
}

function decoded(res: TestResponse): Buffer {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(res.raw);
  if (enc === 'gzip') return gunzipSync(res.raw);
  return res.raw;
}

/** The policy headers, normalised where the two servers spell the same thing differently. */
function policy(res: TestResponse): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = { status: String(res.statusCode) };
  for (const name of POLICY_HEADERS) {
    const raw = res.headers[name];
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    out[name] = name === 'content-type' ? value?.toLowerCase().replace(/;\s*/g, '; ') : value;
  }
  return out;
}

/** The first file under `dir` (recursively) whose name matches, as a URL path below `urlBase`. */
function findFile(dir: string, urlBase: string, name: RegExp): string {
  for (const entry of readdirSync(dir).sort()) {
    const abs = path.join(dir, entry);
    if (statSync(abs).isDirectory()) {
      const inner = findFileOrNull(abs, `${urlBase}/${entry}`, name);
      if (inner) return inner;
    } else if (name.test(entry)) return `${urlBase}/${entry}`;
  }
  throw new Error(`no file matching ${name} under ${dir}`);
}
function findFileOrNull(dir: string, urlBase: string, name: RegExp): string | null {
  try {
    return findFile(dir, urlBase, name);
  } catch {
    return null;
  }
}

describe('nginx with deploy/nginx/tessera.conf', () => {
  it('serves every kind of artifact with the platform’s headers and bytes, for br, gzip and identity', async () => {
    const host = env.versions.host!;
    const member = env.versions.member!;
    const hostDir = path.join(env.dataDir, 'artifacts', 'host', host);
    const memberDir = path.join(env.dataDir, 'artifacts', 'remotes', 'member', member);
    const paths = [
      `/host/${host}/index.html`,
      findFile(hostDir, `/host/${host}`, /\.[0-9a-f]{6,}.*\.js$/),
      findFile(hostDir, `/host/${host}`, /\.css$/),
      `/remotes/member/${member}/remoteEntry.js`,
      `/remotes/member/${member}/mf-manifest.json`,
      findFile(memberDir, `/remotes/member/${member}`, /\.js$/),
      // An image or font, where the builds ship one (not compressed, so no Vary).
      findFileOrNull(path.join(env.dataDir, 'artifacts'), '', /\.(png|webp|svg|woff2)$/),
      `/remotes/member/${member}/no-such-file.js`,
    ].filter((p): p is string => p !== null);
    const compared: string[] = [];
    for (const url of paths) {
      for (const encoding of ['br', 'gzip', 'identity'] as const) {
        const [platform, proxy] = await Promise.all([get(env.server, url, encoding), get(nginxUrl, url, encoding)]);
        expect({ url, encoding, ...policy(proxy) }).toEqual({ url, encoding, ...policy(platform) });
        if (platform.statusCode === 200) {
          expect(decoded(proxy).equals(decoded(platform))).toBe(true);
          expect(proxy.headers.etag).toBeTruthy();
        }
        compared.push(`${url} ${encoding} ${platform.headers['content-encoding'] ?? '-'}`);
      }
    }
    // The immutable policy and the negotiation were really exercised, not just absent on both sides.
    const entry = await get(nginxUrl, `/remotes/member/${member}/remoteEntry.js`, 'br');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-encoding']).toBe('br');
    expect((await get(nginxUrl, `/remotes/member/${member}/remoteEntry.js`, 'gzip')).headers['content-encoding']).toBe('gzip');
    const page = await get(nginxUrl, `/host/${host}/index.html`, 'identity');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(compared).toHaveLength(paths.length * 3);
  });

  it('passes pages, release sets, the registry and the gateway to the server with their own headers', async () => {
    const cases: { url: string; headers?: Record<string, string> }[] = [
      { url: '/', headers: { accept: 'text/html', host: 'localhost' } },
      { url: '/member/profile', headers: { accept: 'text/html', host: 'localhost' } },
      { url: '/platform/release/demo.json' },
      { url: '/platform/release/nobody.json' },
      { url: '/ops' },
      { url: '/platform/health' },
    ];
    for (const c of cases) {
      const [platform, proxy] = await Promise.all([get(env.server, c.url, 'identity', c.headers), get(nginxUrl, c.url, 'identity', c.headers)]);
      // nginx compresses these on the fly, so it adds Accept-Encoding to the server's own Vary, if any.
      const { vary: proxyVary, ...proxyPolicy } = policy(proxy);
      const { vary: platformVary, ...platformPolicy } = policy(platform);
      expect({ url: c.url, ...proxyPolicy }).toEqual({ url: c.url, ...platformPolicy });
      const tokens = (v: string | undefined) => (v ?? '').split(',').map((t) => t.trim()).filter(Boolean);
      expect(tokens(proxyVary).filter((t) => t !== 'Accept-Encoding')).toEqual(tokens(platformVary).filter((t) => t !== 'Accept-Encoding'));
      // Customer-service links in a page's boot data are sealed with a fresh salt per answer (as the gateway seals
      // them), so two fetches of one page differ there and only there.
      const unsealed = (body: string) => body.replace(/"path":"[^"]*"/g, '"path":"…"');
      expect(unsealed(proxy.body)).toBe(unsealed(platform.body));
    }
    const release = await get(nginxUrl, '/platform/release/demo.json', 'identity');
    expect(release.headers['cache-control']).toBe('no-cache');
    expect(String(release.headers.vary).split(', ').sort()).toEqual(['Accept-Encoding', 'Cookie']);
    // The release set's ETag passes through, so a conditional request still gets its 304.
    const again = await get(nginxUrl, '/platform/release/demo.json', 'identity', { 'if-none-match': String(release.headers.etag) });
    expect(again.statusCode).toBe(304);
    const index = await get(nginxUrl, '/', 'identity', { accept: 'text/html', host: 'localhost' });
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(index.body).toContain('<meta name="tessera-merchant" content="demo">');
    // Dynamic answers are compressed on the fly by nginx.
    expect((await get(nginxUrl, '/platform/release/demo.json', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('plays the built merchant site in Chromium through nginx: host, a remote and the gateway', async () => {
    browser = await launchBrowser();
    const { page, problems } = await newPage(browser);
    const site = nginxUrl.replace('127.0.0.1', 'localhost');
    const assets: string[] = [];
    page.on('response', (r) => {
      if (/\/(host|remotes)\//.test(new URL(r.url()).pathname)) assets.push(`${r.status()} ${r.headers()['etag'] ?? ''} ${r.url()}`);
    });
    await page.goto(`${site}/rng`);
    expect(await waitForVersion(page, '[data-testid="host-version"]', /host v/)).toContain(`host v${env.versions.host}`);
    // The games remote, with its lobby from the gateway.
    expect(await waitForVersion(page, 'main [data-testid="remote-version"]', /games v/)).toBe(`games v${env.versions.games}`);
    await page.waitForSelector('main [data-testid="game-tile"]');
    // Every script and asset came from nginx's own static files (its strong "mtime-size" ETag; the
    // platform's is weak), and none failed.
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((r) => !/^200 "[0-9a-f]+-[0-9a-f]+" /.test(r))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
