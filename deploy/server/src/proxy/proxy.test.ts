import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';

describe('proxy mode', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let call: (req: TestRequest) => Promise<TestResponse>;
  const seen: { url: string; method: string; headers: Record<string, unknown>; body: unknown }[] = [];

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/*', async (req) => {
      seen.push({ url: req.url, method: req.method, headers: req.headers, body: req.body });
      if (req.url.startsWith('/lgw/')) return { VN: { groupCode: 'VN', groupName: 'up', gameMenus: [] } };
      return { success: true, value: { from: 'upstream', url: req.url }, message: null, errorCode: null };
    });
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = await buildServer({ dataDir: tempDir(), opsToken: 't', wpsUpstream: upstreamUrl, logger: false });
    call = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('forwards /wps, /lgw and /lotto with headers and bodies', async () => {
    const res = await call({
      method: 'POST',
      url: '/wps/session/login?x=1',
      headers: { merchant: 'demo', encryption: 'abc123', authorization: 'tok' },
      payload: { value: 'c2VjcmV0' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ from: 'upstream', url: '/wps/session/login?x=1' });
    const got = seen.at(-1);
    expect(got).toMatchObject({ method: 'POST', body: { value: 'c2VjcmV0' } });
    expect(got?.headers).toMatchObject({ merchant: 'demo', encryption: 'abc123', authorization: 'tok' });

    expect((await call({ url: '/lgw/vn/games/game_menu?prizeMode=ELOTT', headers: { merchant: 'demo' } })).json().VN.groupName).toBe('up');
    expect((await call({ url: '/lotto/lgw/games/opened/numero' })).statusCode).toBe(200);
    expect(seen.at(-1)?.url).toBe('/lotto/lgw/games/opened/numero');
  });

  it('does not register the sandbox or its control surface', async () => {
    expect((await call({ url: '/sandbox/captcha/current?sid=x', headers: { authorization: 'Bearer t' } })).statusCode).toBe(404);
    expect((await call({ url: '/cdn/TCG_GAME_ICONS/PG/x.svg' })).statusCode).toBe(404);
  });
});
