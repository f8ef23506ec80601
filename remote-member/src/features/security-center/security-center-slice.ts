import { createAction, createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import type { ChangePasswordRequest, ErrorInfo, MemberInfo, MemberProfile, MemberProfileFields } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { SecurityCenterState } from './types';

const initialState: SecurityCenterState = {
  info: null,
  infoStatus: 'idle',
  infoError: null,
  balanceRefreshing: false,
  profile: null,
  profileStatus: 'idle',
  profileError: null,
  profileSave: 'idle',
  profileSaveError: null,
  password: 'idle',
  passwordError: null,
};

const startLoading = (state: SecurityCenterState) => {
  state.infoStatus = 'loading';
  state.infoError = null;
  state.profileStatus = 'loading';
  state.profileError = null;
};

const securityCenterSlice = createSlice({
  name: 'securityCenter',
  initialState,
  reducers: {
    /** The page showed, or showed again for another account: its details load (again). */
    securityCenterOpened: startLoading,
    infoRetried: startLoading,
    infoLoaded(state, action: PayloadAction<MemberInfo>) {
      state.info = action.payload;
      state.infoStatus = 'ready';
    },
    infoFailed(state, action: PayloadAction<ErrorInfo>) {
      state.infoStatus = 'failed';
      state.infoError = action.payload;
    },
    profileLoaded(state, action: PayloadAction<MemberProfile>) {
      state.profile = action.payload;
      state.profileStatus = 'ready';
    },
    profileFailed(state, action: PayloadAction<ErrorInfo>) {
      state.profileStatus = 'failed';
      state.profileError = action.payload;
    },
    profileSubmitted(state, _action: PayloadAction<Partial<MemberProfileFields>>) {
      state.profileSave = 'saving';
      state.profileSaveError = null;
    },
    profileSaved(state, action: PayloadAction<MemberProfile>) {
      state.profile = action.payload;
      state.profileSave = 'done';
      if (state.info) state.info.nickname = action.payload.nickname;
    },
    profileSaveFailed(state, action: PayloadAction<ErrorInfo>) {
      state.profileSave = 'failed';
      state.profileSaveError = action.payload;
    },
    passwordSubmitted(state, _action: PayloadAction<ChangePasswordRequest>) {
      state.password = 'saving';
      state.passwordError = null;
    },
    passwordChanged(state) {
      state.password = 'done';
    },
    passwordFailed(state, action: PayloadAction<ErrorInfo>) {
      state.password = 'failed';
      state.passwordError = action.payload;
    },
    /** The player edits a form again after a result: the old message goes. */
    formEdited(state, action: PayloadAction<'profile' | 'password'>) {
      if (action.payload === 'profile' && state.profileSave !== 'saving') state.profileSave = 'idle';
      if (action.payload === 'password' && state.password !== 'saving') state.password = 'idle';
    },
    balanceRefreshRequested(state) {
      state.balanceRefreshing = true;
    },
    balanceRefreshSettled(state) {
      state.balanceRefreshing = false;
    },
  },
  selectors: {
    selectMemberInfo: (state) => state.info,
    selectInfoStatus: (state) => state.infoStatus,
    selectInfoError: (state) => state.infoError,
    selectBalanceRefreshing: (state) => state.balanceRefreshing,
    selectProfile: (state) => state.profile,
    selectProfileStatus: (state) => state.profileStatus,
    selectProfileError: (state) => state.profileError,
    selectProfileSave: (state) => state.profileSave,
    selectProfileSaveError: (state) => state.profileSaveError,
    selectPasswordStatus: (state) => state.password,
    selectPasswordError: (state) => state.passwordError,
  },
});

/** The host emitted a balance (forwarded from the bus); it ends a refresh that waits for one. */
export const balanceReceived = createAction('securityCenter/balanceReceived');

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof securityCenterSlice> {}
}

// Joins the store's reducer when this page's chunk loads; until then the selectors see initialState.
const injected = securityCenterSlice.injectInto(rootReducer);

export const {
  securityCenterOpened,
  infoRetried,
  infoLoaded,
  infoFailed,
  balanceRefreshRequested,
  balanceRefreshSettled,
  profileLoaded,
  profileFailed,
  profileSubmitted,
  profileSaved,
  profileSaveFailed,
  passwordSubmitted,
  passwordChanged,
  passwordFailed,
  formEdited,
} = securityCenterSlice.actions;
export const {
  selectMemberInfo,
  selectInfoStatus,
  selectInfoError,
  selectBalanceRefreshing,
  selectProfile,
  selectProfileStatus,
  selectProfileError,
  selectProfileSave,
  selectProfileSaveError,
  selectPasswordStatus,
  selectPasswordError,
} = injected.selectors;
