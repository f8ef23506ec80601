import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, LotteryGameDraws, LotteryNumeros } from '@tessera/shared';
import type { DrawsState } from './types';

export const initialDrawsState: DrawsState = { status: 'idle', byGame: {}, skewMs: 0, error: null };

/** Entries shaped like a game's draws; anything else in the bare answer is skipped. */
function drawsOf(answer: LotteryNumeros | null | undefined): Record<string, LotteryGameDraws> {
  if (!answer || typeof answer !== 'object') return {};
  return Object.fromEntries(Object.entries(answer).filter(([, g]) => g && Array.isArray(g.numeros) && g.next && typeof g.next.openTime === 'number'));
}

const drawsSlice = createSlice({
  name: 'draws',
  initialState: initialDrawsState,
  reducers: {
    drawsLoaded(state, action: PayloadAction<{ answer: LotteryNumeros; receivedAt: number }>) {
      state.byGame = drawsOf(action.payload.answer);
      const serverTime = Object.values(state.byGame)[0]?.serverTime;
      state.skewMs = typeof serverTime === 'number' ? serverTime - action.payload.receivedAt : 0;
      state.status = 'ready';
      state.error = null;
    },
    drawsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    drawsRetried(state) {
      state.status = 'loading';
      state.error = null;
    },
  },
});

export const { drawsLoaded, drawsFailed, drawsRetried } = drawsSlice.actions;
export const drawsReducer = drawsSlice.reducer;

export const selectDraws = (s: { draws: DrawsState }): DrawsState => s.draws;
export const selectGameDraws = (code: string) => (s: { draws: DrawsState }): LotteryGameDraws | undefined => s.draws.byGame[code];
