import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '@tessera/shared';
import type { RegisterValues } from '@tessera/shared/validation';
import { registerRequested, sessionStarted } from '../../app/app-actions';

export type RegisterMode = 'username' | 'mobile';

export interface RegisterSubmit {
  mode: RegisterMode;
  values: RegisterValues & { dial?: string };
  /** Whether the affiliate field was shown (then a code in it is checked first). */
  affiliateShown: boolean;
}

export interface RegisterState {
  modalOpen: boolean;
  submitting: boolean;
  error: ErrorInfo | null;
  /** From the URL (`?referralCode=`), kept for the register payload (docs/product.md#register). */
  referralCode: string | null;
  /** An affiliate code from the URL that the gateway accepted: the field is hidden and the code sent. */
  urlAffiliate: string | null;
  /** The affiliate code typed in was refused (warning invitation_code_error). */
  affiliateRefused: boolean;
  /** The gateway asked for the image captcha after a refused attempt (`value.captcha`). */
  captchaAsked: boolean;
  /** data: URL of the image captcha's PNG, once fetched. */
  captchaImage: string | null;
}

const initialState: RegisterState = {
  modalOpen: false,
  submitting: false,
  error: null,
  referralCode: null,
  urlAffiliate: null,
  affiliateRefused: false,
  captchaAsked: false,
  captchaImage: null,
};

export const registerSlice = createSlice({
  name: 'register',
  initialState,
  reducers: {
    registerClosed(state) {
      state.modalOpen = false;
      state.error = null;
    },
    urlCodesRead(state, action: PayloadAction<{ referralCode: string | null; urlAffiliate: string | null }>) {
      state.referralCode = action.payload.referralCode;
      state.urlAffiliate = action.payload.urlAffiliate;
    },
    registerSubmitted(state, _action: PayloadAction<RegisterSubmit>) {
      state.submitting = true;
      state.error = null;
    },
    registerFailed(state, action: PayloadAction<ErrorInfo & { captcha?: boolean }>) {
      const { captcha, ...error } = action.payload;
      state.submitting = false;
      state.error = error;
      state.captchaAsked = state.captchaAsked || !!captcha;
    },
    /** A (new) image captcha is wanted: the field shows, or the player asked for another image. */
    captchaRequested() {},
    captchaLoaded(state, action: PayloadAction<string>) {
      state.captchaImage = action.payload;
    },
    affiliateRefused(state) {
      state.submitting = false;
      state.affiliateRefused = true;
    },
    affiliateWarningDismissed(state) {
      state.affiliateRefused = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(registerRequested, (state) => {
        state.modalOpen = true;
        state.error = null;
      })
      .addCase(sessionStarted, (state) => {
        state.modalOpen = false;
        state.submitting = false;
      });
  },
  selectors: { selectRegister: (s) => s },
});

export const registerActions = registerSlice.actions;
export const { selectRegister } = registerSlice.selectors;
