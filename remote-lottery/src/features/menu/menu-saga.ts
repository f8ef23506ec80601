import type { PayloadAction } from '@tessera/shared/toolkit';
import type { LotteryMenu, VendorLane } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toErrorInfo } from '@tessera/shared';
import { prizeModeResolved } from '../../app/app-actions';
import { BRAND_LOTTERY_TYPE, isSeaPath } from '../../app/prize-modes';
import { fetchLotteryMenu, fetchSeaMenu, fetchVendorLanes } from './menu-api';
import { lotteryOpened, menuFailed, menuLoaded, menuRetried } from './menu-slice';
import { prizeModeOf } from '../../app/prize-mode';
import type { LotteryGroup, PrizeMode } from './types';

/** The groups of a bare menu answer, in the gateway's order; anything not shaped like a group is skipped. */
export function groupsOf(menu: LotteryMenu | null | undefined): LotteryGroup[] {
  if (!menu || typeof menu !== 'object') return [];
  return Object.entries(menu)
    .filter(([, g]) => g && Array.isArray(g.gameMenus))
    .map(([code, g]) => ({ groupCode: g.gameGroupCode || code, groupName: g.groupName || code, games: g.gameMenus }));
}

/** `/seaLottery` lists the brand's lottery type; the other paths the VN menu of the derived prize mode. */
function* loadMenu(action: PayloadAction<string>): SagaIterator {
  try {
    let prizeMode: PrizeMode;
    const sea = isSeaPath(action.payload);
    if (sea) prizeMode = BRAND_LOTTERY_TYPE;
    else {
      const lanes: VendorLane[] = yield call(fetchVendorLanes);
      prizeMode = prizeModeOf(lanes);
    }
    // Draws and the popular strip need only the prize mode: they load alongside the menu, not after it.
    yield put(prizeModeResolved(prizeMode));
    const menu: LotteryMenu = yield call(sea ? fetchSeaMenu : fetchLotteryMenu, prizeMode);
    yield put(menuLoaded({ groups: groupsOf(menu), prizeMode }));
  } catch (e) {
    yield put(menuFailed(toErrorInfo(e)));
  }
}

export function* menuSaga(): SagaIterator {
  yield takeLatest([lotteryOpened.type, menuRetried.type], loadMenu);
}
