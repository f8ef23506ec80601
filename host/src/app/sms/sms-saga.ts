import { call, put, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { isApiError, toErrorInfo, type GeetestV4Result, type SmsCodeValue } from '@tessera/shared';
import { sliderCaptcha } from '../slider-captcha/slider-captcha-saga';
import { mobileForGateway } from '../country/mobile';
import { smsApi } from './sms-api';
import { SMS_DEFAULT_MINUTES, smsActions, type SmsRequest } from './sms-slice';

const now = () => Date.now();

function sendFor(payload: SmsRequest, geetest?: GeetestV4Result): Promise<SmsCodeValue> {
  if (payload.purpose === 'loginip') return smsApi.loginIp(payload.ticket ?? '');
  // The number as typed, in its one canonical form for the dial code (docs/product.md#phone-numbers).
  const mobile = mobileForGateway(payload.mobileNum, payload.countryDialingCode);
  if (payload.purpose === 'register') return smsApi.register(mobile, payload.countryDialingCode, geetest);
  return smsApi.noLogin(mobile, payload.countryDialingCode, geetest);
}

function* send({ payload }: PayloadAction<SmsRequest>) {
  try {
    // The sends without a session run the slider (product `sms`); the login challenge's code is the member's own.
    const geetest: GeetestV4Result | undefined = payload.purpose === 'loginip' ? undefined : yield* sliderCaptcha('sms');
    const value: SmsCodeValue = yield call(sendFor, payload, geetest);
    const minutes = Number(value?.expiredMinutes) > 0 ? Number(value.expiredMinutes) : SMS_DEFAULT_MINUTES;
    const at: number = yield call(now);
    yield put(smsActions.smsSent({ purpose: payload.purpose, until: at + minutes * 60_000 }));
  } catch (e) {
    const message = isApiError(e) ? e.serverMessage : undefined;
    yield put(smsActions.smsFailed({ purpose: payload.purpose, message, error: toErrorInfo(e) }));
  }
}

export function* smsSaga() {
  // One send a second at most (docs/product.md#constants).
  yield throttle(1000, smsActions.smsRequested, send);
}
