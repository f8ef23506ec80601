import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@tessera/shared';
import { centreOpened } from '../member-centre/member-centre-slice';
import type { LoadError, SecurityCenterState } from './types';

const initialState: SecurityCenterState = {
  info: null,
  infoStatus: 'idle',
  infoError: null,
  balanceRefreshing: false,
};

const slice = createSlice({
  name: 'securityCenter',
  initialState,
  reducers: {
    infoRetried(state) {
      state.infoStatus = 'loading';
      state.infoError = null;
    },
    infoLoaded(state, action: PayloadAction<MemberInfo>) {
      state.info = action.payload;
      state.infoStatus = 'loaded';
    },
    infoFailed(state, action: PayloadAction<LoadError>) {
      state.infoStatus = 'failed';
      state.infoError = action.payload;
    },
    balanceRefreshRequested(state) {
      state.balanceRefreshing = true;
    },
    balanceRefreshSettled(state) {
      state.balanceRefreshing = false;
    },
  },
  extraReducers: (builder) => {
    // Opening the centre (again, or for another account) reloads the details.
    builder.addCase(centreOpened, (state) => {
      state.infoStatus = 'loading';
      state.infoError = null;
    });
  },
});

export const { infoRetried, infoLoaded, infoFailed, balanceRefreshRequested, balanceRefreshSettled } = slice.actions;
export const securityCenterReducer = slice.reducer;

type WithSecurityCenter = { securityCenter: SecurityCenterState };
export const selectMemberInfo = (s: WithSecurityCenter) => s.securityCenter.info;
export const selectInfoStatus = (s: WithSecurityCenter) => s.securityCenter.infoStatus;
export const selectInfoError = (s: WithSecurityCenter) => s.securityCenter.infoError;
export const selectBalanceRefreshing = (s: WithSecurityCenter) => s.securityCenter.balanceRefreshing;
