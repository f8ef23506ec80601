import type { LotteryMenu, VendorLane } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toErrorInfo } from '@tessera/shared';
import { fetchLotteryMenu, fetchVendorLanes } from './menu-api';
import { lotteryOpened, menuFailed, menuLoaded, menuRetried } from './menu-slice';
import { prizeModeOf } from './prize-mode';
import type { LotteryGroup } from './types';

/** The groups of a bare menu answer, in the gateway's order; anything not shaped like a group is skipped. */
export function groupsOf(menu: LotteryMenu | null | undefined): LotteryGroup[] {
  if (!menu || typeof menu !== 'object') return [];
  return Object.entries(menu)
    .filter(([, g]) => g && Array.isArray(g.gameMenus))
    .map(([code, g]) => ({ groupCode: g.groupCode || code, groupName: g.groupName || code, games: g.gameMenus }));
}

function* loadMenu(): SagaIterator {
  try {
    const lanes: VendorLane[] = yield call(fetchVendorLanes);
    const prizeMode = prizeModeOf(lanes);
    const menu: LotteryMenu = yield call(fetchLotteryMenu, prizeMode);
    yield put(menuLoaded({ prizeMode, groups: groupsOf(menu) }));
  } catch (e) {
    yield put(menuFailed(toErrorInfo(e)));
  }
}

export function* menuSaga(): SagaIterator {
  yield takeLatest([lotteryOpened.type, menuRetried.type], loadMenu);
}
