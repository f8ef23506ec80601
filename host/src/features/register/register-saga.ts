/**
 * Registration (docs/product.md#register): check a typed affiliate code first, then register by username
 * or mobile (encrypted), and hand the new session to the auth flow, which loads the member and goes to '/'.
 */
import { all, call, put, select, takeLatest, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { flowOutcome } from '@tessera/shared/field';
import { bus, isApiError, toErrorInfo, type GeetestV4Result, type LoginValue, type RegisterRequest } from '@tessera/shared';
import { registerRequested, sessionIssued } from '../../app/app-actions';
import { sliderCaptcha } from '../../app/slider-captcha/slider-captcha-saga';
import { registerApi } from './register-api';
import { registerActions, selectRegister, type RegisterState, type RegisterSubmit } from './register-slice';
import { mobileForGateway } from '../../app/country/mobile';
import { readUrlCodes } from './url-codes';

const location = () => ({ search: window.location.search, host: window.location.hostname, href: window.location.href });

function* checkUrlCodes() {
  const here: ReturnType<typeof location> = yield call(location);
  const { referralCode, affiliate }: ReturnType<typeof readUrlCodes> = yield call(readUrlCodes, here.search);
  let urlAffiliate: string | null = null;
  if (affiliate) {
    try {
      const ok: boolean = yield call(registerApi.affiliate, affiliate, here.host);
      if (ok) urlAffiliate = affiliate;
    } catch {
      // An unchecked code is not used; the field shows so the player can type one.
    }
  }
  yield put(registerActions.urlCodesRead({ referralCode, urlAffiliate }));
}

/** The payload of docs/product.md#register: the form's fields plus the submit-time ones. */
export function registerPayload(submit: RegisterSubmit, extra: { referralCode: string | null; urlAffiliate: string | null; href: string; host: string }): RegisterRequest {
  const { dial, age: _age, terms: _terms, ...fields } = submit.values;
  const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? (k.toLowerCase().includes('password') ? v : v.trim()) : v])) as Record<string, string>;
  return {
    ...trimmed,
    password: fields.password ?? '',
    confirmPassword: fields.confirmPassword ?? '',
    affiliateCode: extra.urlAffiliate ?? (trimmed.affiliateCode || undefined),
    referralCode: extra.referralCode ?? undefined,
    domain: extra.host,
    // One canonical form of the number for the dial code (docs/product.md#phone-numbers).
    mobileNum: trimmed.mobileNum ? mobileForGateway(trimmed.mobileNum, dial ?? '') : trimmed.mobileNum,
    countryDialingCode: submit.mode === 'mobile' || trimmed.mobileNum ? dial : undefined,
    login: true,
    registerUrl: extra.href,
    registerMethod: 'WEB',
  };
}

function* submit({ payload }: PayloadAction<RegisterSubmit>) {
  try {
    const typed = payload.values.affiliateCode?.trim();
    if (payload.affiliateShown && typed) {
      const here: ReturnType<typeof location> = yield call(location);
      const ok: boolean = yield call(registerApi.affiliate, typed, here.host);
      if (!ok) {
        yield put(registerActions.affiliateRefused());
        return;
      }
    }
    const here: ReturnType<typeof location> = yield call(location);
    const { referralCode, urlAffiliate }: RegisterState = yield select(selectRegister);
    const req = registerPayload(payload, { referralCode, urlAffiliate, href: here.href, host: here.host });
    // The slider after the affiliate check (docs/product.md#register step 3).
    const geetestValidateV4: GeetestV4Result | undefined = yield* sliderCaptcha('register');
    const value: LoginValue = yield call(payload.mode === 'mobile' ? registerApi.byMobile : registerApi.byUsername, { ...req, geetestValidateV4 });
    const username = payload.mode === 'mobile' ? (req.mobileNum ?? '') : (req.username ?? '');
    yield put(sessionIssued({ value, username: String(value.userName ?? username) }));
    // Its outcome for the field data (docs/field-truth.md).
    yield call([bus, bus.emit], 'field:flow', flowOutcome('registration', 'host'));
  } catch (e) {
    const error = toErrorInfo(e);
    yield put(registerActions.registerFailed({ ...error, captcha: isApiError(e) && e.needsCaptcha }));
    yield call([bus, bus.emit], 'field:flow', flowOutcome('registration', 'host', error));
    // A captcha sent with the attempt is used up either way: a shown one gets a new image.
    const { captchaAsked, captchaImage }: RegisterState = yield select(selectRegister);
    if (captchaAsked || captchaImage) yield put(registerActions.captchaRequested());
  }
}

/** The image captcha's picture (docs/product.md#register): at most once a second. */
function* fetchCaptcha() {
  try {
    const png: string = yield call(registerApi.captcha);
    yield put(registerActions.captchaLoaded(`data:image/png;base64,${png}`));
  } catch {
    // The field stays; the refresh button asks again.
  }
}

/**
 * Runs from the register form's first mount (useInjectSaga), so its chunk is not on the shell's path: it reads the
 * URL's codes then, for the request that opened the form or for /register, and again on every later request.
 */
export function* registerSaga() {
  yield all([
    call(checkUrlCodes),
    takeLatest(registerRequested, checkUrlCodes),
    takeLatest(registerActions.registerSubmitted, submit),
    throttle(1000, registerActions.captchaRequested, fetchCaptcha),
  ]);
}
