import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberPage } from '@tessera/shared';
import { DEFAULT_PAGE, resolvePage } from './pages';
import type { CentreOpenedPayload, MemberCentreState } from './types';

const initialState: MemberCentreState = { page: DEFAULT_PAGE };

const slice = createSlice({
  name: 'memberCentre',
  initialState,
  reducers: {
    centreOpened(state, action: PayloadAction<CentreOpenedPayload>) {
      state.page = resolvePage(action.payload.page);
    },
    pageSelected(state, action: PayloadAction<MemberPage>) {
      state.page = resolvePage(action.payload);
    },
  },
});

export const { centreOpened, pageSelected } = slice.actions;
export const memberCentreReducer = slice.reducer;

export const selectPage = (s: { memberCentre: MemberCentreState }) => s.memberCentre.page;
