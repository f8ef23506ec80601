/**
 * SMS code sending, shared by the SMS login, registration and forgot-by-phone forms (docs/product.md#login):
 * the countdown runs expiredMinutes*60 s from the answer (1 minute by default).
 */
import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '@tessera/shared';

/** `loginip`: the code of a login from an unregistered IP, sent to the member's own mobile (by ticket). */
export type SmsPurpose = 'login' | 'register' | 'forgot' | 'loginip';

export interface SmsRequest {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  /** The login challenge's ticket (purpose `loginip`): the gateway knows the number, the page does not. */
  ticket?: string;
}

export interface SmsState {
  /** Per purpose: when the send button enables again (epoch ms), and whether a send is under way. */
  byPurpose: Partial<Record<SmsPurpose, { sending: boolean; until: number | null }>>;
  /** A failed send, shown in a warning: its localised message, else the gateway's words. */
  failure: { message?: string; error?: ErrorInfo } | null;
}

const initialState: SmsState = { byPurpose: {}, failure: null };
export const SMS_DEFAULT_MINUTES = 1;

export const smsSlice = createSlice({
  name: 'sms',
  initialState,
  reducers: {
    smsRequested(state, action: PayloadAction<SmsRequest>) {
      state.byPurpose[action.payload.purpose] = { sending: true, until: state.byPurpose[action.payload.purpose]?.until ?? null };
    },
    smsSent(state, action: PayloadAction<{ purpose: SmsPurpose; until: number }>) {
      state.byPurpose[action.payload.purpose] = { sending: false, until: action.payload.until };
    },
    smsFailed(state, action: PayloadAction<{ purpose: SmsPurpose; message?: string; error?: ErrorInfo }>) {
      state.byPurpose[action.payload.purpose] = { sending: false, until: null };
      state.failure = { message: action.payload.message, error: action.payload.error };
    },
    smsFailureDismissed(state) {
      state.failure = null;
    },
  },
  selectors: {
    selectSms: (s) => s,
  },
});

export const smsActions = smsSlice.actions;
export const { selectSms } = smsSlice.selectors;
