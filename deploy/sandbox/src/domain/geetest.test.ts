import { WindowCounter } from '#shared/util/window-counter';
import { openSandboxDb } from '../database.js';
import { CONTROL, DEMO, humanTrack, sandboxPerFile } from '../test-utils/sandbox.js';
import { judgeTrack, MIN_SLIDE_MS, PASS_TTL_MS, SLIDE_TOLERANCE_PX, takePass, verifySlide, type GeetestResult, type TrackPoint } from './geetest.js';

const sb = sandboxPerFile();
const DEMO2 = { merchant: 'demo2' };

const geetestOn = (merchant: string, on: boolean) => sb.call({ method: 'PUT', url: `/sandbox/${merchant}/modules`, headers: CONTROL, payload: { GEETEST3: on } });
const captchaId = async (product: string, headers = DEMO) => (await sb.call({ url: `/wps/captcha/geetest?product=${product}`, headers })).json();
const load = async (id: string) => (await sb.call({ url: `/sandbox/geetest/load?captcha_id=${id}` })).json();
const slide = async (lot: string, x: number, track: unknown = humanTrack(x)) =>
  (await sb.call({ method: 'POST', url: '/sandbox/geetest/verify', payload: { lot_number: lot, x, track } })).json();
const answerOf = async (lot: string): Promise<number> => (await sb.call({ url: `/sandbox/geetest/lots/${lot}`, headers: CONTROL })).json().x;
const login = (extra: object, headers = DEMO) =>
  sb.call({ method: 'POST', url: '/wps/session/login/unsecure', headers, payload: { username: 'player01', password: 'Tessera2026', type: 'username', ...extra } }).then((r) => r.json());

/** A passed result for `product` of demo, as the widget's getValidate() gives it. */
async function pass(product = 'login', headers = DEMO): Promise<GeetestResult> {
  const { value } = await captchaId(product, headers);
  const lot = (await load(value.gt)).lot_number;
  const res = await slide(lot, (await answerOf(lot)) + 2);
  expect(res.result).toBe('success');
  return res.seccode;
}

/** Width and height of a PNG data URL (its IHDR). */
function pngSize(dataUrl: string): [number, number] {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('GeeTest v4 emulation', () => {
  beforeAll(async () => {
    expect((await geetestOn('demo', true)).statusCode).toBe(200);
  });

  it('answers no captcha id while GEETEST3 is off, and a login needs no result there', async () => {
    expect(await captchaId('login', DEMO2)).toMatchObject({ success: true, value: { gt: '', enabled: false } });
    expect(await login({}, DEMO2)).toMatchObject({ success: true });
  });

  it('gives one stable 32-hex captcha id per product while GEETEST3 is on, and refuses unknown products', async () => {
    const ids = await Promise.all(['login', 'register', 'sms'].map(async (p) => (await captchaId(p)).value));
    for (const v of ids) expect(v).toMatchObject({ enabled: true, gt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(new Set(ids.map((v) => v.gt)).size).toBe(3);
    expect((await captchaId('login')).value.gt).toBe(ids[0].gt);
    expect(await captchaId('bind')).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('serves the widget script and a puzzle cut from a seeded picture', async () => {
    const js = await sb.call({ url: '/sandbox/geetest/gt4.js' });
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('window.initGeetest4');
    // It is browser code in a string: at least it must parse.
    expect(() => new Function(js.body)).not.toThrow();
    const puzzle = await load((await captchaId('login')).value.gt);
    expect(puzzle).toMatchObject({ lot_number: expect.stringMatching(/^[0-9a-f]{32}$/), width: 320, height: 160, tries: 3 });
    expect(pngSize(puzzle.bg)).toEqual([320, 160]);
    expect(pngSize(puzzle.slice)).toEqual([puzzle.piece.width, puzzle.piece.height]);
    expect((await sb.call({ url: '/sandbox/geetest/load?captcha_id=nothex' })).statusCode).toBe(400);
    // The answer is the server's: only the ops controls read it.
    expect((await sb.call({ url: `/sandbox/geetest/lots/${puzzle.lot_number}` })).statusCode).toBe(401);
  });

  it('allows three wrong slides on a challenge, then asks for a new one', async () => {
    const lot = (await load((await captchaId('login')).value.gt)).lot_number;
    const x = await answerOf(lot);
    expect(await slide(lot, x + SLIDE_TOLERANCE_PX + 1)).toEqual({ result: 'fail', left: 2 });
    expect(await slide(lot, x - SLIDE_TOLERANCE_PX - 1)).toEqual({ result: 'fail', left: 1 });
    expect(await slide(lot, 0)).toEqual({ result: 'fail', left: 0 });
    // Even the right place does not pass a used-up challenge.
    expect(await slide(lot, x)).toEqual({ result: 'expired' });
  });

  it('takes a passed result once, for its own product: missing, forged, reused and other products are refused', async () => {
    expect(await login({})).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
    expect(await login({ geetestValidateV4: 'not json' })).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
    const good = await pass('login');
    expect(await login({ geetestValidateV4: { ...good, pass_token: good.pass_token.replace(/^./, (c) => (c === '0' ? '1' : '0')) } })).toMatchObject({ errorCode: 'geetest_captcha_err' });
    expect(await login({ geetestValidateV4: { ...good, gen_time: String(Number(good.gen_time) + 1) } })).toMatchObject({ errorCode: 'geetest_captcha_err' });
    expect(await login({ geetestValidateV4: good })).toMatchObject({ success: true, value: { token: expect.any(String) } });
    expect(await login({ geetestValidateV4: good })).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
    // A register pass does not open a login, nor a pass of another merchant.
    expect(await login({ geetestValidateV4: await pass('register') })).toMatchObject({ errorCode: 'geetest_captcha_err' });
    await geetestOn('demo2', true);
    try {
      expect(await login({ geetestValidateV4: await pass('login', DEMO2) })).toMatchObject({ errorCode: 'geetest_captcha_err' });
    } finally {
      await geetestOn('demo2', false);
    }
    // The result as JSON text is read too.
    expect(await login({ geetestValidateV4: JSON.stringify(await pass('login')) })).toMatchObject({ success: true });
    // A wrongly typed result is the same refusal, not a parameter error.
    expect(await login({ geetestValidateV4: { lot_number: 5 } })).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
  });

  it('guards registration and the SMS sends, but not the SMS login', async () => {
    const reg = { username: 'slider01', password: 'Secret123', confirmPassword: 'Secret123', login: true, registerMethod: 'WEB' };
    const put = (payload: object) => sb.call({ method: 'PUT', url: '/wps/member/register/unsecure', headers: DEMO, payload }).then((r) => r.json());
    expect(await put(reg)).toMatchObject({ errorCode: 'geetest_captcha_err' });
    expect(await put({ ...reg, geetestValidateV4: await pass('login') })).toMatchObject({ errorCode: 'geetest_captcha_err' });
    expect(await put({ ...reg, geetestValidateV4: await pass('register') })).toMatchObject({ success: true, value: { userName: 'slider01' } });

    const sms = (payload: object) => sb.call({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: DEMO, payload }).then((r) => r.json());
    const number = { mobileNum: '09171234567', countryDialingCode: '63' };
    expect(await sms(number)).toMatchObject({ errorCode: 'geetest_captcha_err' });
    expect(await sms({ ...number, geetestValidateV4: await pass('sms') })).toMatchObject({ success: true });
    const smsReg = await sb.call({ method: 'POST', url: '/wps/verification/sms/register', headers: DEMO, payload: { mobileNo: '09170000001', countryDialingCode: '63' } });
    expect(smsReg.json()).toMatchObject({ errorCode: 'geetest_captcha_err' });
    // The SMS login itself runs no slider (docs/product.md#login): a wrong code is refused as such.
    expect(await login({ type: 'sms', username: '09171234567', password: '000000', countryDialingCode: '63' })).toMatchObject({ errorCode: 'verification.code.invalid' });
  });

  it('refuses a result older than PASS_TTL_MS, and a slide at the right place passes within the tolerance only', async () => {
    const { db, repo } = openSandboxDb(sb.dataDir);
    try {
      const id = (await captchaId('login')).value.gt;
      const lot = (await load(id)).lot_number;
      const x = await answerOf(lot);
      const at = Date.now();
      const passed = verifySlide(repo, lot, x - SLIDE_TOLERANCE_PX, humanTrack(x - SLIDE_TOLERANCE_PX), at + 1000);
      if (passed.result !== 'success') throw new Error(`expected a pass, got ${passed.result}`);
      expect(takePass(repo, 'demo', 'login', passed.seccode, at + PASS_TTL_MS + 2000)).toBe(false);
      // Refused for its age, not used up by the refusal: within the time it still passes, once.
      expect(takePass(repo, 'demo', 'login', passed.seccode, at + 2000)).toBe(true);
      expect(takePass(repo, 'demo', 'login', passed.seccode, at + 3000)).toBe(false);
    } finally {
      db.close();
    }
  });
});

describe('security: slider captcha — judged on the drag, not a blind guess', () => {
  beforeAll(async () => {
    expect((await geetestOn('demo', true)).statusCode).toBe(200);
  });

  it('passes no blind guess: an x alone, at the very place, uses the challenge up at once', async () => {
    // Before, an x alone was judged by its distance only, three tries a challenge: about one blind guess in five passed.
    let passed = 0;
    for (let i = 0; i < 10; i += 1) {
      const lot = (await load((await captchaId('login')).value.gt)).lot_number;
      const x = await answerOf(lot);
      const res = (await sb.call({ method: 'POST', url: '/sandbox/geetest/verify', payload: { lot_number: lot, x } })).json();
      if (res.result === 'success') passed += 1;
      else expect(res).toEqual({ result: 'fail', left: 0 });
      expect(await slide(lot, x)).toEqual({ result: 'expired' });
    }
    expect(passed).toBe(0);
  });

  it('refuses tracks no person makes: instant, even machine steps, not ending at the drop, time running back', async () => {
    const x = 150;
    const even: TrackPoint[] = Array.from({ length: 16 }, (_, i) => [i * 10, 0, i * 40]);
    expect(judgeTrack(humanTrack(x), x, 5_000)).toBe('person');
    expect(judgeTrack(undefined, x, 5_000)).toBe('no track');
    expect(judgeTrack(humanTrack(x, MIN_SLIDE_MS - 50), x, 5_000)).toBe('too fast');
    expect(judgeTrack(even, x, 5_000)).toBe('even machine motion');
    expect(judgeTrack(humanTrack(x), x + 20, 5_000)).toBe('track does not end at the drop');
    expect(judgeTrack([...humanTrack(x).slice(0, -1), [x, 0, 1]], x, 5_000)).toBe('time runs backwards');
    // A drag claimed to have lasted longer than the puzzle has been out.
    expect(judgeTrack(humanTrack(x, 5_000), x, 1_000)).toBe('longer than the puzzle was out');
    // The keyboard: Home, then uneven presses of Shift+→ and →, each a point.
    const keys: TrackPoint[] = [[0, 0, 0], [10, 0, 180], [20, 0, 330], [30, 0, 470], [40, 0, 650], [42, 0, 900], [44, 0, 1010]];
    expect(judgeTrack(keys, 44, 5_000)).toBe('person');
    // Through the widget's own call: a machine's even drag to the right place is refused, a person's passes.
    const lot = (await load((await captchaId('login')).value.gt)).lot_number;
    const right = await answerOf(lot);
    const machine = Array.from({ length: 13 }, (_, i) => [Math.round((right * i) / 12), 0, i * 50]);
    expect(await slide(lot, right, machine)).toEqual({ result: 'fail', left: 0 });
    const next = (await load((await captchaId('login')).value.gt)).lot_number;
    expect((await slide(next, await answerOf(next))).result).toBe('success');
  });
});

describe('GeeTest challenges per client', () => {
  const small = sandboxPerFile({ throttles: { sliderChallenges: new WindowCounter(2, 60_000) } });
  it('cuts at most the allowed number of puzzles per window for one network', async () => {
    await small.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { GEETEST3: true } });
    const id = (await small.call({ url: '/wps/captcha/geetest?product=login', headers: DEMO })).json().value.gt;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await small.call({ url: `/sandbox/geetest/load?captcha_id=${id}` })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
