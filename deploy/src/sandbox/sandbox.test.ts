import type { FastifyInstance } from 'fastify';
import { encryptPayload } from '../../../shared/src/api/crypto.js';
import { buildServer } from '../server.js';
import { listen, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { openSandboxDb } from './db.js';
import { decryptRequest, desDecryptB64 } from './rsa.js';

const TOKEN = 'sandbox-ops-token';
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;
const M = { merchant: 'demo' };

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
  call = await listen(app);
});
afterAll(async () => {
  await app.close();
});

async function modulus(): Promise<string> {
  const res = await call({ url: '/wps/session/key/rsa?t=1', headers: M });
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
}

async function encryptedLogin(payload: object, headers: Record<string, string> = {}) {
  const sealed = encryptPayload(payload, await modulus());
  return call({ method: 'POST', url: '/wps/session/login', headers: { ...M, ...headers, Encryption: sealed.header }, payload: sealed.body });
}

describe('encryption', () => {
  it('decrypts what shared/src/api/crypto.ts encrypts, in all three body shapes', () => {
    const { db, rsa } = openSandboxDb(tempDir());
    db.close();
    expect(rsa.modulusHex).toMatch(/^[0-9a-f]{256}$/);
    for (let i = 0; i < 20; i += 1) {
      const payload = { username: `user${i}`, password: 'pässword-ü', n: i };
      const sealed = encryptPayload(payload, rsa.modulusHex);
      expect(decryptRequest(sealed.header, sealed.body, rsa)).toEqual(payload);
      expect(decryptRequest(sealed.header, sealed.body.value, rsa)).toEqual(payload);
      expect(decryptRequest(sealed.header, JSON.stringify(sealed.body.value), rsa)).toEqual(payload);
    }
    const sealed = encryptPayload({ a: 1 }, rsa.modulusHex, 'ABCDEFGHabcdefgh');
    expect(() => decryptRequest(sealed.header.replace(/^./, (c) => (c === 'f' ? 'e' : 'f')), sealed.body, rsa)).toThrow();
  });

  it('answers 400 request_body_required for an undecryptable login', async () => {
    const res = await call({ method: 'POST', url: '/wps/session/login', headers: { ...M, Encryption: 'abcdef' }, payload: { value: 'bm9wZQ==' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });
});

describe('session', () => {
  it('logs in with an encrypted body and reads member info and balance', async () => {
    const res = await encryptedLogin({ username: 'player01', password: 'Tessera2026', captcha: '', type: 'username' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorCode: null, value: { userName: 'player01', firstTimeLogin: true, passwordExpired: false } });
    expect(body.value.token).toMatch(/^[0-9a-f]{32}$/);
    const auth = { ...M, Authorization: body.value.token };

    const info = (await call({ url: '/wps/member/info', headers: auth })).json();
    expect(info.value).toMatchObject({ account: 'player01', nickname: 'Player One', type: 0, clubLabel: { rankLevel: 3 } });
    expect(info.value.mobile).toContain('****');

    const bal = (await call({ url: '/wps/v2/wallets/balance', headers: auth })).json();
    expect(bal.value).toEqual({ sumBalance: 12345.67, currency: 'PHP', currencySymbol: 'P', balance: [{ accountTypeId: 2, availBalance: 12345.67 }] });

    const funds = (await call({ url: '/wps/member/info/funds/consolidated', headers: auth })).json();
    expect(funds.value).toMatchObject({ divtypereq: '', dailysalreqtype: '', contracthoursalreq: '', realtimesalreqtype: '' });

    const lang = await call({ method: 'PUT', url: '/wps/member/language', headers: auth, payload: { language: 'ty' } });
    expect(lang.json()).toMatchObject({ success: true, value: { language: 'TY' } });
    const badLang = await call({ method: 'PUT', url: '/wps/member/language', headers: auth, payload: { language: '<b>' } });
    expect(badLang.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });

    // the token belongs to merchant demo only
    expect((await call({ url: '/wps/member/info', headers: { merchant: 'demo2', Authorization: body.value.token } })).statusCode).toBe(401);

    expect((await call({ method: 'DELETE', url: '/wps/session/logout', headers: auth })).json().success).toBe(true);
    const after = await call({ url: '/wps/member/info', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, errorCode: 'login.not.session', value: null });
  });

  it('answers 401 login.not.session without a token', async () => {
    const res = await call({ url: '/wps/v2/wallets/balance', headers: M });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, value: null, errorCode: 'login.not.session', message: expect.any(String) });
  });

  it('fails wrong passwords with login.fail, then asks for the captcha bound to tcg-sid', async () => {
    const wrong = { username: 'agent01', password: 'nope', captcha: '', type: 'username' };
    const r1 = (await encryptedLogin(wrong)).json();
    expect(r1).toMatchObject({ success: false, errorCode: 'login.fail', value: { captcha: false } });
    await encryptedLogin(wrong);
    const r3 = (await encryptedLogin(wrong)).json();
    expect(r3).toMatchObject({ success: false, errorCode: 'login.fail', value: { captcha: true } });

    const right = { username: 'agent01', password: 'Tessera2026', type: 'username' };
    const noCaptcha = (await encryptedLogin({ ...right, captcha: '' })).json();
    expect(noCaptcha).toMatchObject({ success: false, value: { captcha: true } });

    const cap = await call({ url: '/wps/captcha?t=1', headers: M });
    const png = Buffer.from(cap.json().value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const sid = /tcg-sid=([^;]+)/.exec(String(cap.headers['set-cookie']))?.[1] ?? '';
    expect(sid).not.toBe('');
    const answer = (await call({ url: `/sandbox/captcha/current?sid=${sid}`, headers: { authorization: `Bearer ${TOKEN}` } })).json().answer;
    expect(answer).toHaveLength(4);

    const ok = (await encryptedLogin({ ...right, captcha: answer.toLowerCase() }, { cookie: `tcg-sid=${sid}` })).json();
    expect(ok).toMatchObject({ success: true, value: { userName: 'agent01' } });
    const info = (await call({ url: '/wps/member/info', headers: { ...M, Authorization: ok.value.token } })).json();
    expect(info.value.type).toBe(1);
    const funds = (await call({ url: '/wps/member/info/funds/consolidated', headers: { ...M, Authorization: ok.value.token } })).json();
    expect(funds.value).toMatchObject({ divtypereq: 'M', dailysalreqtype: 'D', contracthoursalreq: '', realtimesalreqtype: '' });
  });

  it('rate limits logins per username', async () => {
    let last: TestResponse | undefined;
    for (let i = 0; i < 11; i += 1) last = await call({ method: 'POST', url: '/wps/session/login/unsecure', headers: M, payload: { username: 'trial01', password: 'bad' } });
    expect(last?.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
  });
});

describe('gateway rules', () => {
  it('requires exactly one known Merchant header', async () => {
    const none = await call({ url: '/wps/system/status' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorCode).toBe('function.not.available');
    expect((await call({ url: '/wps/system/status', headers: { merchant: ['demo', 'demo'] } })).statusCode).toBe(400);
    expect((await call({ url: '/wps/system/status', headers: { merchant: 'nobody' } })).statusCode).toBe(400);
  });

  it('answers unknown gateway calls with a 404 envelope', async () => {
    const res = await call({ url: '/wps/relay/MCSFE_getWhatever', headers: M });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, value: null, errorCode: 'function.not.available', message: 'not available in the sandbox' });
  });

  it('serves system status with modules, rules and sealed customer-service links', async () => {
    const v = (await call({ url: '/wps/system/status', headers: M })).json().value;
    expect(v).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: expect.any(String) } });
    expect(v.info.imageCDNs).toEqual(['/cdn']);
    expect(v.info.register.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'letterFirstAlnum' });
    const flat = (nodes: { modId: string; enabled: string; childrenNodes?: unknown[] }[]): Record<string, string> =>
      Object.assign({}, ...nodes.map((n) => ({ [n.modId]: n.enabled, ...flat((n.childrenNodes ?? []) as never) })));
    const mods = flat(v.info.whitelabel);
    expect(mods).toMatchObject({ USERNAMEREG3: '1', MOBILENUMREG3: '0', AGENTPOLICY3: '1', HOMEPAGE: '1' });
    const link = v.info.customerService[0].path as string;
    expect(desDecryptB64(link.slice(0, -8), link.slice(-8))).toMatch(/^https:\/\//);

    const ctl = { authorization: `Bearer ${TOKEN}` };
    expect((await call({ method: 'PUT', url: '/sandbox/demo2/system-status', headers: ctl, payload: { status: 1, maintenance: { title: 'Upgrade' } } })).statusCode).toBe(200);
    expect((await call({ method: 'PUT', url: '/sandbox/demo2/system-status', payload: { status: 0 } })).statusCode).toBe(401);
    const m = (await call({ url: '/wps/system/status', headers: { merchant: 'demo2' } })).json().value;
    expect(m.maintenance).toMatchObject({ title: 'Upgrade' });
    expect((await call({ url: '/wps/relay/GCSGAME_hotGamesV2', headers: { merchant: 'demo2' } })).statusCode).toBe(400);
    await call({ method: 'PUT', url: '/sandbox/demo2/system-status', headers: ctl, payload: { status: 0 } });
    await call({ method: 'PUT', url: '/sandbox/demo2/modules', headers: ctl, payload: { MOBILENUMREG3: true } });
    const m2 = (await call({ url: '/wps/system/status', headers: { merchant: 'demo2' } })).json().value;
    expect(m2.maintenance).toBe(false);
    expect(flat(m2.info.whitelabel).MOBILENUMREG3).toBe('1');
  });
});

describe('games and lottery', () => {
  it('lists about 10,000 RNG games with paging and filters', async () => {
    const page1 = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15', headers: M })).json().value;
    expect(page1.totalCount).toBe(10000);
    expect(page1.totalPages).toBe(667);
    expect(page1.games).toHaveLength(15);
    const page2 = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=15', headers: M })).json().value;
    expect(page2.games[0].gameId).not.toBe(page1.games[0].gameId);
    const g = page1.games[0];
    expect(g).toEqual({
      nodeId: expect.any(String),
      gameId: expect.any(String),
      gameName: expect.any(String),
      gameCode: expect.any(String),
      vassalage: expect.any(String),
      gameType: 'RNG',
      iconUrl: `/cdn/TCG_GAME_ICONS/${g.vassalage}/${g.gameCode}.svg`,
      minBet: expect.any(Number),
      gameClassify: expect.any(String),
    });

    const filtered = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameName=DRAGON&minBet=0.05&pageSize=50', headers: M })).json().value;
    expect(filtered.totalCount).toBeGreaterThan(0);
    for (const x of filtered.games) {
      expect(x.vassalage).toBe('PG');
      expect(x.gameName.toLowerCase()).toContain('dragon');
      expect(x.minBet).toBe(0.05);
    }
    const fish = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=FISH&gameClassify=AC&pageSize=100', headers: M })).json().value;
    expect(fish.totalCount).toBeGreaterThan(20);

    const icon = await call({ url: g.iconUrl });
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.body).toContain('<svg');
  });

  it('answers vendor lanes and hot games', async () => {
    const lanes = (await call({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', headers: M })).json().value.data.lanes;
    expect(lanes.map((l: { title: string }) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT']);
    const sports = lanes.find((l: { title: string }) => l.title === 'SPORTS');
    expect(sports.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(expect.arrayContaining(['IMES', 'TF', 'IA']));
    const rng = lanes[0];
    expect(rng.gameClassify.reduce((s: number, c: { gameCount: number }) => s + c.gameCount, 0)).toBe(10000);
    const hot = (await call({ method: 'POST', url: '/wps/relay/GCSGAME_hotGamesV2', headers: M, payload: { isPlatform: 2 } })).json().value;
    expect(hot.list).toHaveLength(20);
  });

  it('answers lottery menus as bare JSON', async () => {
    const vn = (await call({ url: '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB', headers: M })).json();
    expect(vn).not.toHaveProperty('success');
    expect(vn.VN.gameMenus.length).toBeGreaterThanOrEqual(3);
    const all = (await call({ url: '/lgw/games/game_menus?prizeMode=Lott', headers: M })).json();
    expect(Object.keys(all)).toEqual(['VN', 'SEA', 'FAST']);
    expect(all.FAST.gameMenus[0]).toEqual({ gameId: expect.any(Number), gameCode: expect.any(String), gameName: expect.any(String), gameGroupCode: 'FAST', drawInterval: 60 });
  });
});
