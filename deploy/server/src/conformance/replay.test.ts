/**
 * Replays the real web client against the sandbox: its headers exactly as captured (a real `GET
 * /wps/system/helpCenter`: `device: web`, `language`, `merchant`, `x-gateway-version: 3`, no module header), its
 * payloads as its store code builds them, its DES+RSA login sealed independently (seal.ts), and checks the fields
 * its store then reads (the compiled main chunk, docs/gateway.md#calls). Independent of the apps' schemas on purpose.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read untyped, the way the real (untyped) client reads them */
import type { AddressInfo } from 'node:net';
import { seal } from './seal.js';
import { CONTROL, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();
const REAL_HEADERS = { device: 'web', language: 'EN', merchant: 'demo', 'x-gateway-version': '3' };

let origin = '';
let token = '';
beforeAll(() => {
  origin = `http://127.0.0.1:${(sb.app.server.address() as AddressInfo).port}`;
});

async function call(method: string, path: string, data?: Record<string, unknown>, extra: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const query = method === 'GET' && data ? `?${new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]))}` : '';
  const headers: Record<string, string> = { ...REAL_HEADERS, ...(token ? { authorization: token } : {}), ...extra };
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'DELETE') {
    headers['content-type'] ??= 'application/json';
    init.body = JSON.stringify(data ?? {});
  }
  const res = await fetch(`${origin}${path}${query}`, init);
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}
const value = async (method: string, path: string, data?: Record<string, unknown>) => {
  const { status, body } = await call(method, path, data);
  expect({ path, status, success: body.success }).toEqual({ path, status: 200, success: true });
  return body.value;
};

describe('the real web client replayed against the sandbox', () => {
  it('boots: status with every field the store reads, the module tree walked from its root', async () => {
    const status = await value('GET', '/wps/system/status');
    expect(status).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: expect.any(String) } });
    const info = status.info;
    for (const key of ['customerService', 'domainRoute', 'resources', 'whitelabel', 'register', 'mainDomain', 'analytics', 'imageCDNs', 'launchGameCDNs'] as const) expect(info).toHaveProperty(key);
    expect(info.analytics).toHaveProperty('gtagId');
    // getWhitelabelVal: n[e.modId] = '1' === e.enabled, then e.childrenNodes.forEach(…) from the root down.
    const walk = (node: any, out: Record<string, boolean>): Record<string, boolean> => {
      out[node.modId] = node.enabled === '1';
      node.childrenNodes.forEach((c: any) => walk(c, out));
      return out;
    };
    const modules = walk(info.whitelabel, {});
    expect(modules).toMatchObject({ USERNAMEREG3: true, FREEPLAY3: expect.any(Boolean), MOBILEVERCODELOGIN3: expect.any(Boolean), PWDEXPFORCECHANGE3: expect.any(Boolean) });
    // setCustomerService: the last 8 characters of each path are its DES key.
    for (const cs of info.customerService) expect(cs.path.length).toBeGreaterThan(8);
    // setResources: keyed by resourceType.
    for (const r of info.resources) expect(typeof r.resourceType).toBe('string');
    // login.menu, called beside status: the same tree.
    expect(walk(await value('GET', '/wps/system/whitelabel'), {})).toEqual(modules);
  });

  it('home: hot games, winners, vendor lanes, announcements, lottery menus, help', async () => {
    const hot = await value('GET', '/wps/relay/GCSGAME_hotGamesV2', { merchantCode: 'demo', isPlatform: 2, vassalage: '', platform: 'html5-desktop', language: 'EN' });
    expect(hot.list.length).toBeGreaterThan(0);
    const board = await value('GET', '/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    for (const row of board.list) expect(typeof row.vo.winAmount).toBe('number');
    const lanes = (await value('GET', '/wps/relay/GCSGAME_newGameVendor', { platform: 'html5-desktop', flush: true })).data.lanes;
    for (const lane of lanes) {
      expect(typeof lane.title).toBe('string');
      for (const card of lane.cards) expect(typeof card.vassalage).toBe('string');
    }
    const notice = await value('GET', '/wps/relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    for (const key of ['banners', 'player', 'popup', 'promotion']) expect(Array.isArray(notice[key])).toBe(true);
    // getLottGames: Object.values(answer) tagged by gameGroupCode (a bare answer, no envelope).
    const menus = (await call('GET', '/lgw/games/game_menus', { prizeMode: 'Lott' })).body;
    for (const group of Object.values(menus) as any[]) expect(typeof group.gameGroupCode).toBe('string');
    const vn = (await call('GET', '/lgw/vn/games/game_menu', { prizeMode: 'LOTT', device: 'WEB' })).body;
    for (const group of Object.values(vn) as any[]) expect(Array.isArray(group.gameMenus)).toBe(true);
    // The footer's help: the captured answer's fields and tags.
    const help = await value('GET', '/wps/system/helpCenter', { lang: 'EN', device: 'WEB' });
    expect(help.map((h: any) => h.tag)).toEqual(['aboutus', 'deposit', 'withdraw', 'game', 'faqs']);
    for (const h of help) expect(h).toEqual(expect.objectContaining({ title: expect.any(String), content: expect.any(String), bgColor: null, lang: 'EN', display: true }));
    expect(help.find((h: any) => h.tag === 'faqs').children[0]).toMatchObject({ tag: null, display: true });
  });

  it('lobby: the game list with every field the tile reads', async () => {
    const list = await value('GET', '/wps/relay/GCSGAME_gameList', { clientType: 3, platform: 'flash,html5-desktop', merchant: 'demo', gameType: 'RNG', pageNo: 1, pageSize: 24, vassalage: '', gameClassify: '', language: 'EN' });
    expect(list).toMatchObject({ totalPages: expect.any(Number), totalCount: expect.any(Number) });
    for (const g of list.games) {
      for (const key of ['nodeId', 'gameId', 'gameName', 'nodeName', 'showIcon', 'iconUrl', 'defaultIcon', 'vassalage', 'gameType', 'displayName', 'gameCode']) expect(g).toHaveProperty(key);
    }
  });

  it('logs in with the DES+RSA envelope, then reads the member, favourites, wallet and unread count', async () => {
    const modulus = (await call('GET', '/wps/session/key/rsa', { t: Date.now() }, { 'cache-control': 'no-cache' })).body as string;
    const sealed = seal({ username: 'player01', password: 'Tessera2026', captcha: '', type: 'username' }, modulus.trim().replace(/^"|"$/g, ''));
    const login = await call('POST', '/wps/session/login', sealed.body, { encryption: sealed.header });
    expect(login.body).toMatchObject({ success: true, value: { token: expect.any(String) } });
    expect(login.body.value).toHaveProperty('firstTimeLogin');
    expect(login.body.value).toHaveProperty('passwordExpired');
    token = login.body.value.token;

    const me = await value('GET', '/wps/member/info');
    expect(me).toMatchObject({ nickname: expect.any(String), account: 'player01', id: expect.any(Number), type: expect.any(Number) });
    expect((await value('GET', '/wps/relay/MCSFE_getFavoriteGames')).every((id: unknown) => typeof id === 'string')).toBe(true);
    const favs = await value('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { clientType: 3, platform: 'flash', language: 'EN', token, pageNo: 1, pageSize: 999, gameType: 'RNG' });
    expect(favs).toMatchObject({ content: expect.any(Array), pageNum: expect.any(Number), totalPages: expect.any(Number) });
    expect(await value('GET', '/wps/relay/GCS_merchantWallet')).toHaveProperty('isSingle');
    const funds = await value('GET', '/wps/member/info/funds/consolidated');
    for (const key of ['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype']) expect(funds).toHaveProperty(key);
    expect(typeof (await value('GET', '/wps/relay/CSP_unreadCount'))).toBe('number');
    expect(await value('GET', '/wps/member/info/icon')).toBeDefined();
    // The live streamers: launchChat's chatUrl is what the client opens.
    expect((await value('GET', '/wps/relay/CBS_launchChat')).chatUrl).toMatch(/^https:\/\//);
    expect(Array.isArray((await value('GET', '/wps/relay/CBS_modelList')).list)).toBe(true);
    // The lottery lobby launch, with the payload getLabby builds.
    const labby = await value('GET', '/wps/game/launchGame', { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: '', lottoView: 'lobby', device: 'WEB', backUrl: 'http://localhost/', language: 'EN' });
    expect(labby.content.game_url).toEqual(expect.any(String));
    await call('DELETE', '/wps/session/logout');
    token = '';
  });

  it('plays free with the free-play payload the real store builds (version and sealed string in the body)', async () => {
    const res = await call('POST', '/wps/session/login/freeplay', { os: 'MacIntel', platform: 'W', Encryption: 'a1b2c3d4e5f6', 'X-Gateway-Version': 3 });
    // demo has free play on (FREEPLAY3); the answer is passed to loginInfo, which needs the token.
    expect(res.body).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });
});

/*
 * The account forms of the real web client, with the payloads its compiled components build (its login form's
 * handleLogin and getSms, its register form's registerMethod and getSms with the store's register actions, its
 * forgot-password form's getPhoneCode and setPswByPhone, docs/gateway.md#sandbox-fidelity): fields it has not
 * filled are "" or null as its form data starts them, fields it never set are left out. The sandbox must take every
 * one of them; only the gateway's own rules may refuse one.
 */
describe('the real web client\'s account forms replayed against the sandbox', () => {
  const control = (method: string, path: string, payload?: unknown) =>
    fetch(`${origin}${path}`, { method, headers: { ...CONTROL, ...(payload ? { 'content-type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined });
  const lastCode = async (mobile: string): Promise<string> => ((await (await control('GET', `/sandbox/demo/sms/last?mobile=${mobile}`)).json()) as { code: string }).code;
  const sealed = async (method: string, path: string, payload: unknown) => {
    const modulus = ((await call('GET', '/wps/session/key/rsa', { t: Date.now() })).body as string).trim();
    const s = seal(payload, modulus);
    return (await call(method, path, s.body, { encryption: s.header })).body;
  };
  /** The register form's `user` as its data() starts it (referralCode null, the rest ""), with what was typed. */
  const formUser = (typed: Record<string, string>) => ({
    username: '', password: '', confirmPassword: '', payeeName: '', email: '', qqNum: '', mobileNum: '', recommenderId: '', captcha: '',
    verificationCode: '', affiliateCode: '', paymentPassword: '', line: '', whatsapp: '', facebook: '', wechat: '', idNumber: '', referralCode: null, domain: '',
    ...typed,
  });

  beforeAll(async () => {
    expect((await control('PUT', '/sandbox/demo/modules', { MOBILENUMREG3: true, MOBILENUMPASSREG3: true, CHNGPASSVERIF3: true })).status).toBe(200);
  });
  afterAll(async () => {
    await control('PUT', '/sandbox/demo/modules', { MOBILENUMREG3: false, MOBILENUMPASSREG3: false, CHNGPASSVERIF3: false });
  });

  it('logs in with `captcha: null` while no captcha is shown', async () => {
    const res = await sealed('POST', '/wps/session/login', { username: 'player01', password: 'Tessera2026', captcha: null, type: 'username' });
    expect(res).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('logs in by SMS: the code asked for without a dial code, then type sms with `captcha: null`', async () => {
    const mobile = '09171001001';
    expect((await call('POST', '/wps/verification/sms/noLogin', { mobileNum: mobile })).body).toMatchObject({ success: true, value: { expiredMinutes: expect.any(Number) } });
    const res = await sealed('POST', '/wps/session/login', { username: mobile, password: await lastCode(mobile), captcha: null, type: 'sms' });
    expect(res).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('registers by username: the form\'s fields ("" where untouched), login, and what the store adds (registerUrl, domain, registerMethod)', async () => {
    const username = `real${Date.now().toString(36).slice(-6)}`;
    const data = { ...formUser({ username, password: 'Secret123', confirmPassword: 'Secret123' }), login: true, registerUrl: 'http://localhost/', registerMethod: 'WEB' };
    // The store writes `referralCode || code.referralCode`: null becomes undefined and is left out.
    delete (data as Record<string, unknown>).referralCode;
    expect(await sealed('PUT', '/wps/member/register', data)).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('registers by mobile as the store sends it (the form untouched by the store: referralCode null, username = the number)', async () => {
    const mobile = '09175550123';
    expect((await call('POST', '/wps/verification/sms/register', { mobileNo: mobile })).body).toMatchObject({ success: true });
    const user = formUser({ username: mobile, mobileNum: mobile, password: 'Secret123', confirmPassword: 'Secret123', verificationCode: await lastCode(mobile) });
    expect(await sealed('PUT', '/wps/member/register/mobile', { ...user, login: true })).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('refuses a form reset to nulls by the registration rules, not by the input schema', async () => {
    const nulls = Object.fromEntries(Object.keys(formUser({})).map((k) => [k, null]));
    // The handler's rule names the field it refuses (`field`); the schema's refusal would name `fields` (HTTP 400).
    expect(await sealed('PUT', '/wps/member/register', { ...nulls, login: true })).toMatchObject({ success: false, value: { field: 'username' } });
  });

  it('resets the password by phone and logs in with the number and the new password (no captcha field, type "")', async () => {
    const mobile = '09171001007'; // agent01m5
    expect((await call('POST', '/wps/verification/sms/noLogin', { mobileNum: mobile })).body).toMatchObject({ success: true });
    const reset = await sealed('POST', '/wps/member/password/verification', { newPassword: 'Renewed2026', mobileNum: mobile, verificationCode: await lastCode(mobile) });
    expect(reset).toMatchObject({ success: true });
    expect(await sealed('POST', '/wps/session/login', { username: mobile, password: 'Renewed2026', type: '' })).toMatchObject({ success: true, value: { userName: 'agent01m5' } });
  });

  it('asks for the reset e-mail with the form-encoded body its store posts', async () => {
    const form = await fetch(`${origin}/wps/member/password/email`, { method: 'POST', headers: { ...REAL_HEADERS, 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=player01&email=nobody%40example.com' });
    expect(((await form.json()) as { errorCode: string }).errorCode).toBe('USER_NOT_EXIST');
  });
});
