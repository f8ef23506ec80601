import { ApiError, type MissionLeaderboardValue, type MissionSummary } from '@tessera/shared';
import { createSlice } from '@tessera/shared/toolkit';
import { missionsCounted } from '../../common/badges';
import { createAppStore, rootReducer } from '../../common/store';
import { fetchLeaderboard, fetchMissionSummary } from './mission-leaderboard-api';
import { missionLeaderboardSaga } from './mission-leaderboard-saga';
import { missionsOpened, selectBoard, selectStatus, selectSummary } from './mission-leaderboard-slice';

jest.mock('./mission-leaderboard-api', () => ({ fetchMissionSummary: jest.fn(), fetchLeaderboard: jest.fn() }));

const summary: MissionSummary = {
  missions: [
    { id: 1, kind: 'rounds', period: 'daily', target: 5, progress: 5, reward: 5, completed: true, endsAt: 2 },
    { id: 2, kind: 'deposit', period: 'daily', target: 200, progress: 50, reward: 8, completed: false, endsAt: 2 },
  ],
  open: 1,
  completed: 1,
};
const board: MissionLeaderboardValue = { startsAt: 0, endsAt: 7, list: [{ rank: 1, player: 'ag***5', validBet: 90, me: false }], mine: { rank: null, validBet: 0 } };

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('missionLeaderboard', missionLeaderboardSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

// The centre keeps the badge counts (common/badges.ts actions); a feature's test keeps the last count sent instead.
const badgeSeen = createSlice({ name: 'badgeSeen', initialState: 0, reducers: {}, extraReducers: (b) => b.addCase(missionsCounted, (_s, a) => a.payload) });
const seen = badgeSeen.injectInto(rootReducer);
const selectMissionCount = (state: object) => seen.selectSlice(state as { badgeSeen?: number });

it('loads missions and the board together, and sets the menu badge to the open missions', async () => {
  jest.mocked(fetchMissionSummary).mockResolvedValue(summary);
  jest.mocked(fetchLeaderboard).mockResolvedValue(board);
  const { store, stop } = start();
  expect(selectMissionCount(store.getState())).toBe(0);
  store.dispatch(missionsOpened());
  await Promise.resolve();
  await Promise.resolve();
  expect(selectSummary(store.getState())).toEqual(summary);
  expect(selectBoard(store.getState())).toEqual(board);
  expect(selectMissionCount(store.getState())).toBe(1);
  stop();
});

it('fails as a whole when either call fails, leaving the badge as it was', async () => {
  jest.mocked(fetchMissionSummary).mockResolvedValue(summary);
  jest.mocked(fetchLeaderboard).mockRejectedValue(new ApiError({ kind: 'timeout' }));
  const { store, stop } = start();
  store.dispatch(missionsOpened());
  await Promise.resolve();
  await Promise.resolve();
  expect(selectStatus(store.getState())).toBe('failed');
  expect(selectMissionCount(store.getState())).toBe(0);
  stop();
});
