import { ApiError, type ErrorInfo, type LotteryMenu } from '@tessera/shared';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { fetchLotteryMenu, fetchSeaMenu, fetchVendorLanes } from './menu-api';
import { groupsOf } from './menu-groups';
import { lotteryOpened, menuBooted, menuRetried } from './menu-slice';

jest.mock('./menu-api');
// The menu's prize mode starts the draws and the popular list; their calls are not under test here.
jest.mock('../draws/draws-api');
jest.mock('../popular/popular-api');

const MENU: LotteryMenu = {
  VN: { gameGroupCode: 'VN', groupName: 'Vietnam', gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] },
  FAST: { gameGroupCode: 'FAST', groupName: 'Fast', gameMenus: [{ gameId: 2, gameCode: 'F1', gameName: 'Fast 1', drawInterval: 60 }] },
};

beforeEach(() => jest.resetAllMocks());

describe('menu saga', () => {
  it('derives the prize mode from the vendor lanes, then lists the menu groups', async () => {
    jest.mocked(fetchVendorLanes).mockResolvedValue([
      { title: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'VN', gameType: 'ELOTT', isHot: 0 }], gameClassify: [] },
    ]);
    jest.mocked(fetchLotteryMenu).mockResolvedValue(MENU);
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(lotteryOpened('/lottery'));
    await waitFor(() => expect(store.getState().menu.status).toBe('ready'));
    expect(fetchLotteryMenu).toHaveBeenCalledWith('ELOTT');
    expect(store.getState().menu.groups.map((g) => g.groupCode)).toEqual(['VN', 'FAST']);
    expect(store.getState().menu.prizeMode).toBe('ELOTT');
    task.cancel();
  });

  it('lists the brand lottery-type (SEA) menu on /seaLottery, not the VN menu', async () => {
    jest.mocked(fetchSeaMenu).mockResolvedValue({ SEA: { gameGroupCode: 'SEA', groupName: 'Southeast Asia', gameMenus: [{ gameId: 5, gameCode: 'TH', gameName: 'Thai' }] } });
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(lotteryOpened('/seaLottery'));
    await waitFor(() => expect(store.getState().menu.status).toBe('ready'));
    expect(fetchSeaMenu).toHaveBeenCalledWith('SEA');
    expect(fetchLotteryMenu).not.toHaveBeenCalled();
    expect(fetchVendorLanes).not.toHaveBeenCalled();
    expect(store.getState().menu).toMatchObject({ prizeMode: 'SEA', groups: [{ groupCode: 'SEA' }] });
    task.cancel();
  });

  it('reports a failure with its i18n key and recovers on retry', async () => {
    jest.mocked(fetchVendorLanes).mockRejectedValueOnce(new ApiError({ kind: 'timeout' })).mockResolvedValue([]);
    jest.mocked(fetchLotteryMenu).mockResolvedValue(MENU);
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(lotteryOpened('/lottery'));
    await waitFor(() => expect(store.getState().menu.status).toBe('failed'));
    expect(store.getState().menu.error).toEqual({ kind: 'timeout', i18nKey: 'errors.timeout' } satisfies ErrorInfo);
    store.dispatch(menuRetried('/lottery'));
    await waitFor(() => expect(store.getState().menu.status).toBe('ready'));
    expect(fetchLotteryMenu).toHaveBeenCalledWith('LOTT');
    task.cancel();
  });
});

describe('menu saga with the menu that came with the page', () => {
  const lanes = (vassalage: string) => [{ title: 'ELOTT', cards: [{ vassalage, displayName: 'VN', gameType: 'ELOTT', isHot: 0 as const }], gameClassify: [] }];
  const booted = menuBooted({ path: '/lottery', prizeMode: 'ELOTT', groups: [{ groupCode: 'OLD', groupName: 'Old', games: [] }] });

  it('keeps that menu on screen, still asks the gateway, and shows its answer with its prize mode', async () => {
    let answerLanes: (l: ReturnType<typeof lanes>) => void = () => undefined;
    jest.mocked(fetchVendorLanes).mockReturnValue(new Promise((resolve) => (answerLanes = resolve)));
    jest.mocked(fetchLotteryMenu).mockResolvedValue(MENU);
    const { store, runSaga } = createAppStore();
    store.dispatch(booted);
    const task = runSaga();
    store.dispatch(lotteryOpened('/lottery'));
    await waitFor(() => expect(fetchVendorLanes).toHaveBeenCalled());
    expect(store.getState().menu).toMatchObject({ status: 'ready', groups: [{ groupCode: 'OLD' }], bootPath: '/lottery' });
    answerLanes(lanes('OTHER'));
    await waitFor(() => expect(store.getState().menu).toMatchObject({ prizeMode: 'LOTT', bootPath: null }));
    expect(fetchLotteryMenu).toHaveBeenCalledWith('LOTT');
    expect(store.getState().menu.groups.map((g) => g.groupCode)).toEqual(['VN', 'FAST']);
    task.cancel();
  });
});

describe('groupsOf', () => {
  it('keeps groups in answer order and skips malformed entries', () => {
    const odd = { ...MENU, BAD: { gameGroupCode: 'BAD' } } as unknown as LotteryMenu;
    expect(groupsOf(odd).map((g) => g.groupCode)).toEqual(['VN', 'FAST']);
    expect(groupsOf(null)).toEqual([]);
  });
});
