import type { PayloadAction } from '@tessera/shared/toolkit';
import type { LotteryMenu, VendorLane } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toErrorInfo } from '@tessera/shared';
import { prizeModeResolved } from '../../common/app-actions';
import { BRAND_LOTTERY_TYPE, isSeaPath } from '../../common/prize-modes';
import { spendBootMenu } from './boot-menu';
import { fetchLotteryMenu, fetchSeaMenu, fetchVendorLanes } from './menu-api';
import { lotteryOpened, menuFailed, menuLoaded, menuRetried, selectMenu } from './menu-slice';
import { prizeModeOf } from '../../common/prize-mode';
import { groupsOf } from './menu-groups';
import type { MenuState, PrizeMode } from './types';

/**
 * `/seaLottery` lists the brand's lottery type; the other paths the VN menu of the derived prize mode. A menu that
 * came with the page gives its prize mode at once; the gateway is still asked, and replaces it.
 */
function* loadMenu(action: PayloadAction<string>): SagaIterator {
  const shown: MenuState = yield select(selectMenu);
  const booted = shown.bootPath === action.payload ? shown.prizeMode : null;
  if (booted) yield put(prizeModeResolved(booted));
  try {
    let prizeMode: PrizeMode;
    const sea = isSeaPath(action.payload);
    if (sea) prizeMode = BRAND_LOTTERY_TYPE;
    else {
      const lanes: VendorLane[] = yield call(fetchVendorLanes);
      prizeMode = prizeModeOf(lanes);
    }
    // Draws and the popular strip need only the prize mode: they load alongside the menu, not after it.
    if (prizeMode !== booted) yield put(prizeModeResolved(prizeMode));
    const menu: LotteryMenu = yield call(sea ? fetchSeaMenu : fetchLotteryMenu, prizeMode);
    yield call(spendBootMenu);
    yield put(menuLoaded({ groups: groupsOf(menu), prizeMode }));
  } catch (e) {
    yield put(menuFailed(toErrorInfo(e)));
  }
}

export function* menuSaga(): SagaIterator {
  yield takeLatest([lotteryOpened.type, menuRetried.type], loadMenu);
}
