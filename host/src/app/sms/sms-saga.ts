import { call, put, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isApiError, type SmsCodeValue } from '@tessera/shared';
import { smsApi } from './sms-api';
import { SMS_DEFAULT_MINUTES, smsActions, type SmsPurpose } from './sms-slice';

const now = () => Date.now();

function* send({ payload }: PayloadAction<{ purpose: SmsPurpose; mobileNum: string; countryDialingCode: string }>) {
  try {
    const fn = payload.purpose === 'register' ? smsApi.register : smsApi.noLogin;
    const value: SmsCodeValue = yield call(fn, payload.mobileNum.trim(), payload.countryDialingCode);
    const minutes = Number(value?.expiredMinutes) > 0 ? Number(value.expiredMinutes) : SMS_DEFAULT_MINUTES;
    const at: number = yield call(now);
    yield put(smsActions.smsSent({ purpose: payload.purpose, until: at + minutes * 60_000 }));
  } catch (e) {
    const message = isApiError(e) ? e.serverMessage : undefined;
    yield put(smsActions.smsFailed({ purpose: payload.purpose, message }));
  }
}

export function* smsSaga() {
  // One send a second at most (docs/product.md#constants).
  yield throttle(1000, smsActions.smsRequested, send);
}
