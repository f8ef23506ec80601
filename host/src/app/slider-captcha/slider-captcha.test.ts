/**
 * The slider captcha step (docs/product.md#login step 2): GeeTest's script loaded on demand, its challenge run,
 * its result merged into the login as `geetestValidateV4`; a closed or broken challenge fails the login with
 * its own message and sends nothing.
 */
import { isApiError, type GeetestV4Result } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { createHostStore } from '../store';
import { systemStatus } from '../testing/system-status';
import { authApi } from '../../features/auth/auth-api';
import { authActions } from '../../features/auth/auth-slice';
import { registerApi } from '../../features/register/register-api';
import { registerSaga } from '../../features/register/register-saga';
import { registerActions } from '../../features/register/register-slice';
import { settingsActions } from '../../features/settings/settings-slice';
import { smsApi } from '../sms/sms-api';
import { smsSaga } from '../sms/sms-saga';
import { smsActions } from '../sms/sms-slice';
import { loadGt4, runGeetest, SLIDER_CLOSED, SLIDER_UNAVAILABLE, type Gt4Captcha, type InitGeetest4 } from './gt4';
import { DEFAULT_GT4_URL, gt4UrlOf } from './slider-captcha-saga';
import { sliderCaptchaApi } from './slider-captcha-api';

jest.mock('../../features/auth/auth-api');
jest.mock('../../features/wallet/wallet-api');
jest.mock('../../features/nav/nav-api');
jest.mock('../../features/settings/settings-api');
jest.mock('../../features/popups/popups-api');
jest.mock('../sms/sms-api');
jest.mock('../../features/register/register-api');
jest.mock('./slider-captcha-api');

const RESULT: GeetestV4Result = { captcha_id: 'c'.repeat(32), lot_number: 'l'.repeat(32), pass_token: 'p'.repeat(64), gen_time: '1790000000', captcha_output: 'out' };
const flush = () => new Promise((r) => setTimeout(r, 0));
/** Enough turns for the api mocks, the widget's ready and its outcome (each a timer) to run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await flush();
};

/** A stand-in for GeeTest's widget: `outcome` decides what the player does once it is shown. */
function fakeGeetest(outcome: 'success' | 'close' | 'error') {
  const calls = { shown: 0, destroyed: 0, configs: [] as unknown[] };
  const init: InitGeetest4 = (config, callback) => {
    calls.configs.push(config);
    const on: Record<'ready' | 'success' | 'error' | 'close', ((e?: unknown) => void)[]> = { ready: [], success: [], error: [], close: [] };
    const captcha: Gt4Captcha = {
      onReady: (fn) => (on.ready.push(fn), captcha),
      onSuccess: (fn) => (on.success.push(fn), captcha),
      onError: (fn) => (on.error.push(fn), captcha),
      onClose: (fn) => (on.close.push(fn), captcha),
      showCaptcha: () => {
        calls.shown += 1;
        setTimeout(() => on[outcome].forEach((fn) => fn({ code: '60001', msg: 'broken' })));
        return captcha;
      },
      getValidate: () => (outcome === 'success' ? RESULT : false),
      reset: () => captcha,
      destroy: () => {
        calls.destroyed += 1;
      },
    };
    callback(captcha);
    setTimeout(() => on.ready.forEach((fn) => fn()));
  };
  return { init, calls };
}

afterEach(() => {
  delete window.initGeetest4;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('loadGt4', () => {
  it('adds the script only when asked, rejects a failed load as unavailable, and tries again next time', async () => {
    expect(document.head.querySelector('script')).toBeNull();
    // The first load fails to arrive; the next one is tried afresh, arrives, but defines no initGeetest4.
    for (const outcome of ['error', 'load']) {
      const pending = loadGt4('/broken/gt4.js');
      const script = document.head.querySelector<HTMLScriptElement>('script[src="/broken/gt4.js"]');
      expect(script).not.toBeNull();
      script?.dispatchEvent(new Event(outcome));
      await expect(pending).rejects.toMatchObject({ code: SLIDER_UNAVAILABLE });
      expect(document.head.querySelector('script')).toBeNull();
    }
  });

  it('answers the initGeetest4 the script defined', async () => {
    const pending = loadGt4('/ok/gt4.js');
    const { init } = fakeGeetest('success');
    window.initGeetest4 = init;
    document.head.querySelector('script[src="/ok/gt4.js"]')?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe(init);
  });

  it("takes the merchant's script address, else GeeTest's own", () => {
    expect(gt4UrlOf([{ resourceType: 'GEETEST_SCRIPT', url: '/sandbox/geetest/gt4.js' }])).toBe('/sandbox/geetest/gt4.js');
    expect(gt4UrlOf([{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }])).toBe(DEFAULT_GT4_URL);
  });
});

describe('runGeetest', () => {
  it.each([
    ['success', undefined],
    ['close', SLIDER_CLOSED],
    ['error', SLIDER_UNAVAILABLE],
  ] as const)('%s: shows the challenge when ready, settles, and destroys the widget', async (outcome, code) => {
    const { init, calls } = fakeGeetest(outcome);
    const run = runGeetest(init, { captchaId: RESULT.captcha_id, product: 'bind', language: 'eng' });
    if (code) await expect(run).rejects.toMatchObject({ code });
    else await expect(run).resolves.toEqual(RESULT);
    expect(calls.shown).toBe(1);
    expect(calls.destroyed).toBe(1);
    expect(calls.configs).toEqual([{ captchaId: RESULT.captcha_id, product: 'bind', language: 'eng' }]);
  });
});

describe('the login with GEETEST3', () => {
  beforeEach(() => {
    resetBus();
    jest.resetAllMocks();
    sessionStorage.clear();
    // Every other call of the host is an automatic mock; only what a login reads answers.
    jest.mocked(authApi.login).mockResolvedValue({ token: 'tok-1', firstTimeLogin: false, passwordExpired: false });
    jest.mocked(authApi.memberInfo).mockResolvedValue({ id: 7, account: 'player01', nickname: 'Player One', type: 0 });
    jest.mocked(sliderCaptchaApi.captchaId).mockResolvedValue({ gt: RESULT.captcha_id, enabled: true });
  });

  const start = (geetest: boolean) => {
    const made = createHostStore({ navigate: jest.fn() });
    // The merchant's switches as the host store holds them after /wps/system/status answered.
    made.store.dispatch(settingsActions.statusLoaded(systemStatus({ GEETEST3: geetest })));
    return made;
  };
  const submit = (type: 'username' | 'sms' = 'username') =>
    authActions.loginSubmitted({ username: 'player01', password: 'Tessera2026', type, source: 'modal' });

  it('merges the result into the login under geetestValidateV4', async () => {
    window.initGeetest4 = fakeGeetest('success').init;
    const { store, task } = start(true);
    store.dispatch(submit());
    await settle();
    expect(sliderCaptchaApi.captchaId).toHaveBeenCalledWith('login');
    expect(authApi.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'player01', type: 'username', geetestValidateV4: RESULT }));
    expect(store.getState().auth.status).toBe('in');
    task.cancel();
  });

  it.each([
    ['close', 'errors.sliderClosed'],
    ['error', 'errors.sliderUnavailable'],
  ] as const)('a challenge that ends in %s sends no login and says why', async (outcome, key) => {
    window.initGeetest4 = fakeGeetest(outcome).init;
    const { store, task } = start(true);
    store.dispatch(submit());
    await settle();
    expect(authApi.login).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ submitting: false, error: { i18nKey: key } });
    task.cancel();
  });

  it('runs no challenge for an SMS login, nor while GEETEST3 is off', async () => {
    const { init, calls } = fakeGeetest('success');
    window.initGeetest4 = init;
    const { store, task } = start(true);
    store.dispatch(submit('sms'));
    await flush();
    expect(authApi.login).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'sms', geetestValidateV4: undefined }));
    task.cancel();
    const off = start(false);
    off.store.dispatch(submit());
    await flush();
    expect(sliderCaptchaApi.captchaId).not.toHaveBeenCalled();
    expect(calls.shown).toBe(0);
    expect(authApi.login).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'username', geetestValidateV4: undefined }));
    off.task.cancel();
  });

  it('runs the sms product before an SMS send and sends its result', async () => {
    window.initGeetest4 = fakeGeetest('success').init;
    jest.mocked(smsApi.noLogin).mockResolvedValue({ expiredMinutes: 1 });
    const { store, task, injectSaga } = start(true);
    // As the first SMS button does (sms-button.tsx).
    injectSaga('sms', smsSaga);
    store.dispatch(smsActions.smsRequested({ purpose: 'login', mobileNum: '09171234567', countryDialingCode: '63' }));
    await settle();
    expect(sliderCaptchaApi.captchaId).toHaveBeenCalledWith('sms');
    expect(smsApi.noLogin).toHaveBeenCalledWith(expect.any(String), '63', RESULT);
    task.cancel();
  });

  it('runs the register product before a registration and sends its result with the form', async () => {
    window.initGeetest4 = fakeGeetest('success').init;
    jest.mocked(registerApi.byUsername).mockResolvedValue({ token: 'tok-2', firstTimeLogin: true });
    const { store, task, injectSaga } = start(true);
    // As the register form does (register-form.tsx).
    injectSaga('register', registerSaga);
    store.dispatch(
      registerActions.registerSubmitted({ mode: 'username', affiliateShown: false, values: { username: 'newplayer', password: 'Secret123', confirmPassword: 'Secret123' } }),
    );
    await settle();
    expect(sliderCaptchaApi.captchaId).toHaveBeenCalledWith('register');
    expect(registerApi.byUsername).toHaveBeenCalledWith(expect.objectContaining({ username: 'newplayer', geetestValidateV4: RESULT }));
    task.cancel();
  });

  it('the failures are ApiErrors the forms already show', async () => {
    const { init } = fakeGeetest('close');
    const err: unknown = await runGeetest(init, { captchaId: 'x', product: 'bind', language: 'eng' }).catch((e: unknown) => e);
    expect(isApiError(err)).toBe(true);
  });
});
