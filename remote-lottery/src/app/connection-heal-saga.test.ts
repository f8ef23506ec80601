import { ApiError, bus, type LotteryMenu } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { waitFor } from '@testing-library/react';
import { fetchLotteryMenu, fetchVendorLanes } from '../features/menu/menu-api';
import { lotteryOpened } from '../features/menu/menu-slice';
import { createAppStore } from './store';

jest.mock('../features/menu/menu-api');
jest.mock('../features/draws/draws-api');
jest.mock('../features/popular/popular-api');
const vendorLanes = jest.mocked(fetchVendorLanes);
const lotteryMenu = jest.mocked(fetchLotteryMenu);
const MENU: LotteryMenu = { VN: { gameGroupCode: 'VN', groupName: 'Vietnam', gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] } };

beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
});

it('asks again for a menu that failed offline when the host finds the connection again, and not for one that loaded', async () => {
  vendorLanes.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValue([]);
  lotteryMenu.mockResolvedValue(MENU);
  const { store, runSaga } = createAppStore();
  const task = runSaga();
  store.dispatch(lotteryOpened('/lottery'));
  await waitFor(() => expect(store.getState().menu.status).toBe('failed'));
  bus.emit('connection:restored', { at: Date.now() });
  await waitFor(() => expect(store.getState().menu.status).toBe('ready'));
  expect(store.getState().menu.groups.map((g) => g.groupCode)).toEqual(['VN']);
  bus.emit('connection:restored', { at: Date.now() });
  await new Promise((r) => setTimeout(r, 20));
  expect(lotteryMenu).toHaveBeenCalledTimes(1);
  task.cancel();
});
