/**
 * SMS code sending, shared by the SMS login, registration and forgot-by-phone forms (docs/product.md#login):
 * the countdown runs expiredMinutes*60 s from the answer (1 minute by default).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SmsPurpose = 'login' | 'register' | 'forgot';

export interface SmsState {
  /** Per purpose: when the send button enables again (epoch ms), and whether a send is under way. */
  byPurpose: Partial<Record<SmsPurpose, { sending: boolean; until: number | null }>>;
  /** The gateway's message of a failed send, shown in a warning. */
  failure: { message?: string } | null;
}

const initialState: SmsState = { byPurpose: {}, failure: null };
export const SMS_DEFAULT_MINUTES = 1;

export const smsSlice = createSlice({
  name: 'sms',
  initialState,
  reducers: {
    smsRequested(state, action: PayloadAction<{ purpose: SmsPurpose; mobileNum: string; countryDialingCode: string }>) {
      state.byPurpose[action.payload.purpose] = { sending: true, until: state.byPurpose[action.payload.purpose]?.until ?? null };
    },
    smsSent(state, action: PayloadAction<{ purpose: SmsPurpose; until: number }>) {
      state.byPurpose[action.payload.purpose] = { sending: false, until: action.payload.until };
    },
    smsFailed(state, action: PayloadAction<{ purpose: SmsPurpose; message?: string }>) {
      state.byPurpose[action.payload.purpose] = { sending: false, until: null };
      state.failure = { message: action.payload.message };
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
