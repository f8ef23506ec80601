import { ApiError, type LotteryMenu } from '@tessera/shared';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { fetchLotteryMenu, fetchVendorLanes } from './menu-api';
import { groupsOf } from './menu-saga';
import { lotteryOpened, menuRetried } from './menu-slice';

jest.mock('./menu-api');
const vendorLanes = jest.mocked(fetchVendorLanes);
const lotteryMenu = jest.mocked(fetchLotteryMenu);

const MENU: LotteryMenu = {
  VN: { groupCode: 'VN', groupName: 'Vietnam', gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] },
  FAST: { groupCode: 'FAST', groupName: 'Fast', gameMenus: [{ gameId: 2, gameCode: 'F1', gameName: 'Fast 1', drawInterval: 60 }] },
};

beforeEach(() => jest.resetAllMocks());

describe('menu saga', () => {
  it('derives the prize mode from the vendor lanes, then lists the menu groups', async () => {
    vendorLanes.mockResolvedValue([
      { title: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'VN', gameType: 'ELOTT', isHot: 0 }], gameClassify: [] },
    ]);
    lotteryMenu.mockResolvedValue(MENU);
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(lotteryOpened());
    await waitFor(() => expect(store.getState().menu.status).toBe('ready'));
    expect(lotteryMenu).toHaveBeenCalledWith('ELOTT');
    expect(store.getState().menu.prizeMode).toBe('ELOTT');
    expect(store.getState().menu.groups.map((g) => g.groupCode)).toEqual(['VN', 'FAST']);
    task.cancel();
  });

  it('reports a failure with its i18n key and recovers on retry', async () => {
    vendorLanes.mockRejectedValueOnce(new ApiError({ kind: 'timeout' })).mockResolvedValue([]);
    lotteryMenu.mockResolvedValue(MENU);
    const { store, runSaga } = createAppStore();
    const task = runSaga();
    store.dispatch(lotteryOpened());
    await waitFor(() => expect(store.getState().menu.status).toBe('failed'));
    expect(store.getState().menu.error).toEqual({ i18nKey: 'errors.timeout', kind: 'timeout' });
    store.dispatch(menuRetried());
    await waitFor(() => expect(store.getState().menu.status).toBe('ready'));
    expect(lotteryMenu).toHaveBeenCalledWith('LOTT');
    task.cancel();
  });
});

describe('groupsOf', () => {
  it('keeps groups in answer order and skips malformed entries', () => {
    const odd = { ...MENU, BAD: { groupCode: 'BAD' } } as unknown as LotteryMenu;
    expect(groupsOf(odd).map((g) => g.groupCode)).toEqual(['VN', 'FAST']);
    expect(groupsOf(null)).toEqual([]);
  });
});
