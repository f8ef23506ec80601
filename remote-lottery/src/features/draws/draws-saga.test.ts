import type { LotteryNumeros } from '@tessera/shared';
import { waitFor } from '@testing-library/react';
import { prizeModeResolved } from '../../common/app-actions';
import { createAppStore } from '../../app/store';
import { formatCountdown } from './countdown';
import { clockNow, fetchOpenedNumeros } from './draws-api';
import { untilNextDraw, RESULT_GRACE_MS } from './draws-saga';
import { drawsRetried } from './draws-slice';
import type { DrawsState } from './types';

jest.mock('./draws-api');
// The prize mode also starts the popular list; its call is not under test here.
jest.mock('../popular/popular-api');
const numeros = jest.mocked(fetchOpenedNumeros);
const clock = jest.mocked(clockNow);

const game = (code: string, nextAt: number, serverTime: number) => ({
  gameId: 1,
  gameCode: code,
  gameName: code,
  drawInterval: 60,
  numeros: [{ numero: 'n1', openTime: nextAt - 60_000, result: '12345' }],
  next: { numero: 'n2', openTime: nextAt },
  serverTime,
});

beforeEach(() => jest.resetAllMocks());

describe('draws', () => {
  it('waits for the soonest next draw on the gateway clock, plus the grace, never less than 5 s', () => {
    const state: DrawsState = { status: 'ready', skewMs: 10_000, error: null, byGame: { A: game('A', 100_000, 0), B: game('B', 50_000, 0) } };
    expect(untilNextDraw(state, 0)).toBe(40_000 + RESULT_GRACE_MS);
    expect(untilNextDraw(state, 45_000)).toBe(5000);
    expect(untilNextDraw({ ...state, byGame: {} }, 0)).toBeNull();
  });

  it('loads the prize mode\'s draws, keeps the gateway clock skew, and asks again once the next draw opens', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    clock.mockImplementation(() => Date.now());
    const first: LotteryNumeros = { A: game('A', 1_000_000 + 6000, 1_000_000 + 2000) };
    numeros.mockResolvedValueOnce(first).mockResolvedValue({ A: game('A', 1_000_000 + 66_000, 1_000_000 + 8000) });
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(prizeModeResolved('SEA'));
    await jest.advanceTimersByTimeAsync(0);
    expect(numeros).toHaveBeenCalledWith('SEA');
    expect(store.getState().draws).toMatchObject({ status: 'ready', skewMs: 2000 });
    // Next draw 6 s away on a clock 2 s ahead: 4 s, but at least 5 s; then the grace.
    await jest.advanceTimersByTimeAsync(5000);
    expect(numeros).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RESULT_GRACE_MS);
    expect(numeros).toHaveBeenCalledTimes(2);
    task.cancel();
    jest.useRealTimers();
  });

  it('reports a failure and tries again on retry', async () => {
    clock.mockImplementation(() => Date.now());
    numeros.mockRejectedValueOnce(new Error('down')).mockResolvedValue({});
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(prizeModeResolved('LOTT'));
    await waitFor(() => expect(store.getState().draws.status).toBe('failed'));
    store.dispatch(drawsRetried());
    await waitFor(() => expect(store.getState().draws.status).toBe('ready'));
    task.cancel();
  });

  it('formats a countdown with days when a draw is a day or more away', () => {
    const days = (n: number) => `${n} days`;
    expect(formatCountdown(125_000, days)).toBe('00:02:05');
    expect(formatCountdown(2 * 86_400_000 + 3_600_000, days)).toBe('2 days 01:00:00');
    expect(formatCountdown(-5, days)).toBe('00:00:00');
  });
});
