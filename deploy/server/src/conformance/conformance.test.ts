import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatReport, runConformance } from './conformance.js';
import { CliError } from '../cli/ops-api.js';
import { run } from '../cli/run.js';
import { OPS_TOKEN, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();
// Some 80 calls over HTTP each, with a login's password hashing: more than jest's default 5 s on a busy machine.
const RUN_MS = 60_000;
const LOGIN = { username: 'player01', password: 'Tessera2026' };
const originOf = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * A gateway that differs from the sandbox the way a real one might: the game list's items call their name `name`,
 * status has no image CDNs, help items lose their content, and the module tree call does not exist.
 */
function brokenProxy(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/wps/system/whitelabel')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, errorCode: 'function.not.available', value: null }));
      return;
    }
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        let body = Buffer.concat(chunks).toString();
        if ((up.headers['content-type'] ?? '').includes('json')) {
          const json = JSON.parse(body);
          if (req.url?.startsWith('/wps/relay/GCSGAME_gameList')) for (const g of json.value.games) [g.name, g.gameName] = [g.gameName, undefined];
          if (req.url?.startsWith('/wps/system/status')) delete json.value.info.imageCDNs;
          if (req.url?.startsWith('/wps/system/helpCenter')) for (const h of json.value) delete h.content;
          body = JSON.stringify(json);
        }
        res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? 'text/plain' }).end(body);
      });
    });
    upstream.on('error', (e) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(e)));
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('conformance check', () => {
  it('passes every call, the login included, against the sandbox', async () => {
    const report = await runConformance({ gatewayUrl: originOf(sb.app.server), merchant: 'demo', login: LOGIN });
    expect(report.calls.filter((c) => !(c.answered && c.fits)).map((c) => `${c.call}: ${c.differs.join('; ')}`)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.calls.length).toBeGreaterThan(70);
    expect(report.calls[0]).toMatchObject({ call: 'login', answered: true, fits: true });
    expect(formatReport(report)).toMatch(/PASS$/);
  }, RUN_MS);

  it('without a login runs the public calls and skips the member ones', async () => {
    const report = await runConformance({ gatewayUrl: originOf(sb.app.server), merchant: 'demo' });
    expect(report.passed).toBe(true);
    expect(report.calls.find((c) => c.call === 'memberInfo')).toMatchObject({ fits: null, differs: ['skipped: needs --login'] });
    expect(report.calls.find((c) => c.call === 'systemStatus')).toMatchObject({ answered: true, fits: true });
  }, RUN_MS);

  it('names what a gateway that renames or drops fields gets wrong', async () => {
    const proxy = await brokenProxy(originOf(sb.app.server));
    try {
      const report = await runConformance({ gatewayUrl: originOf(proxy), merchant: 'demo', login: LOGIN });
      expect(report.passed).toBe(false);
      const of = (call: string) => report.calls.find((c) => c.call === call)!;
      expect(of('gameList')).toMatchObject({ answered: true, fits: false });
      expect(of('gameList').differs).toContainEqual(expect.stringMatching(/^value\.games\.0\.gameName: /));
      expect(of('systemStatus').differs).toContainEqual(expect.stringMatching(/^value\.info\.imageCDNs: /));
      expect(of('helpCenter').differs).toContainEqual(expect.stringMatching(/^value\.0\.content: /));
      expect(of('whitelabel')).toMatchObject({ answered: false, status: 404 });
      // The rest still fits: the check tells one broken call from another.
      expect(of('hotGames')).toMatchObject({ answered: true, fits: true });
      expect(of('login')).toMatchObject({ fits: true });
      const table = formatReport(report);
      expect(table).toMatch(/gameList\s+yes 200\s+NO\s+value\.games\.0\.gameName/);
      expect(table).toMatch(/FAIL$/);
    } finally {
      await new Promise((r) => proxy.close(r));
    }
  }, RUN_MS);

  it('runs as `tessera conformance <gatewayUrl> <merchant> --login --password`, exit status by the verdict', async () => {
    const lines: string[] = [];
    await run(['conformance', originOf(sb.app.server), 'demo', '--login', LOGIN.username, '--password', LOGIN.password], (t) => lines.push(t));
    expect(lines.join('\n')).toMatch(/^conformance of http:\/\/127\.0\.0\.1:\d+ for merchant demo\ncall\s+answered\s+fits\s+differs\nlogin\s+yes 200\s+yes/);
    expect(lines.join('\n')).toMatch(/PASS$/);
    const proxy = await brokenProxy(originOf(sb.app.server));
    try {
      const failing: string[] = [];
      await expect(run(['conformance', originOf(proxy), 'demo'], (t) => failing.push(t))).rejects.toThrow(CliError);
      expect(failing.join('\n')).toMatch(/whitelabel\s+NO 404/);
    } finally {
      await new Promise((r) => proxy.close(r));
    }
    await expect(run(['conformance', 'ftp://example.com', 'demo'], () => undefined)).rejects.toThrow(/http\(s\) origin/);
  }, RUN_MS);

  it('answers on the ops API (POST /ops/conformance) with the report, for the ops token only', async () => {
    const body = { gatewayUrl: originOf(sb.app.server), merchant: 'demo' };
    const refused = await sb.call({ method: 'POST', url: '/ops/conformance', headers: { 'content-type': 'application/json' }, payload: body });
    expect(refused.statusCode).toBe(401);
    const res = await sb.call({ method: 'POST', url: '/ops/conformance', headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ merchant: 'demo', passed: true, calls: expect.arrayContaining([expect.objectContaining({ call: 'systemStatus', answered: true, fits: true })]) });
    const bad = await sb.call({ method: 'POST', url: '/ops/conformance', headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload: { gatewayUrl: 'file:///etc', merchant: 'demo' } });
    expect(bad.statusCode).toBe(400);
  }, RUN_MS);
});
