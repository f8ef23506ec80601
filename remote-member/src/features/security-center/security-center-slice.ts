import { createAction, createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { idle, loadableCases, startLoading, type ChangePasswordRequest, type ErrorInfo, type MemberProfile, type MemberProfileFields } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { SecurityCenterState } from './types';

const initialState: SecurityCenterState = {
  info: idle(),
  balanceRefreshing: false,
  profile: idle(),
  profileSave: 'idle',
  profileSaveError: null,
  password: 'idle',
  passwordError: null,
};

// The details and the profile load together, each with its own outcome.
const startBoth = (state: SecurityCenterState) => {
  startLoading(state.info);
  startLoading(state.profile);
};
const info = loadableCases((state: SecurityCenterState) => state.info);
const profile = loadableCases((state: SecurityCenterState) => state.profile);

const securityCenterSlice = createSlice({
  name: 'securityCenter',
  initialState,
  reducers: {
    /** The page showed, or showed again for another account: its details load (again). */
    securityCenterOpened: startBoth,
    infoRetried: startBoth,
    infoLoaded: info.loaded,
    infoFailed: info.failed,
    profileLoaded: profile.loaded,
    profileFailed: profile.failed,
    profileSubmitted(state, _action: PayloadAction<Partial<MemberProfileFields>>) {
      state.profileSave = 'saving';
      state.profileSaveError = null;
    },
    profileSaved(state, action: PayloadAction<MemberProfile>) {
      state.profile.data = action.payload;
      state.profileSave = 'done';
      if (state.info.data) state.info.data.nickname = action.payload.nickname;
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
    selectMemberInfo: (state) => state.info.data,
    selectInfoStatus: (state) => state.info.status,
    selectInfoError: (state) => state.info.error,
    selectBalanceRefreshing: (state) => state.balanceRefreshing,
    selectProfile: (state) => state.profile.data,
    selectProfileStatus: (state) => state.profile.status,
    selectProfileError: (state) => state.profile.error,
    selectProfileSave: (state) => state.profileSave,
    selectProfileSaveError: (state) => state.profileSaveError,
    selectPasswordStatus: (state) => state.password,
    selectPasswordError: (state) => state.passwordError,
  },
});

/** The host emitted a balance (forwarded from the bus); it ends a refresh that waits for one. */
export const balanceReceived = createAction('securityCenter/balanceReceived');

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof securityCenterSlice> {}
}

// Joins the store's reducer when this page's chunk loads; until then the selectors see initialState.
const injected = securityCenterSlice.injectInto(rootReducer);

export const {
  securityCenterOpened, infoRetried, infoLoaded, infoFailed, balanceRefreshRequested, balanceRefreshSettled,
  profileLoaded, profileFailed, profileSubmitted, profileSaved, profileSaveFailed, passwordSubmitted, passwordChanged,
  passwordFailed, formEdited
} = securityCenterSlice.actions;
export const {
  selectMemberInfo, selectInfoStatus, selectInfoError, selectBalanceRefreshing, selectProfile, selectProfileStatus,
  selectProfileError, selectProfileSave, selectProfileSaveError, selectPasswordStatus, selectPasswordError
} = injected.selectors;
