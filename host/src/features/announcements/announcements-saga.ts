/** Announcements once the site is open, again on retry (docs/product.md#notices); notices cached as `index_notice`. */
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { CACHE_KEYS, forwardBusEvents, isNotOffered, toErrorInfo, type AnnouncementsValue, type WinnerEntry } from '@tessera/shared';
import { connectionRestored, siteStatusKnown } from '../../app/app-actions';
import { announcementsApi } from './announcements-api';
import { announcementsActions, selectAnnouncements, type AnnouncementsState } from './announcements-slice';

function cacheNotices(value: AnnouncementsValue): void {
  sessionStorage.setItem(CACHE_KEYS.indexNotice, JSON.stringify(value.player ?? []));
}

function* load() {
  try {
    const value: AnnouncementsValue = yield call(announcementsApi.list);
    yield put(announcementsActions.loaded(value));
    yield call(cacheNotices, value);
  } catch (e) {
    yield put(announcementsActions.failed(toErrorInfo(e)));
  }
}

function* loadWinners() {
  try {
    const value: { list?: WinnerEntry[] } = yield call(announcementsApi.winners);
    yield put(announcementsActions.winnersLoaded(Array.isArray(value?.list) ? value.list : []));
  } catch (e) {
    yield put(announcementsActions.winnersFailed({ notOffered: isNotOffered(toErrorInfo(e)) }));
  }
}

function* onStatus({ payload }: ReturnType<typeof siteStatusKnown>) {
  if (!payload.open) return;
  yield put(announcementsActions.requested());
  yield fork(loadWinners);
}

/** Back online: what failed meanwhile (banners and notices, the winners board) loads again. */
function* afterReconnect() {
  const { status, winners }: AnnouncementsState = yield select(selectAnnouncements);
  if (status === 'failed') yield put(announcementsActions.requested());
  if (winners.status === 'failed' && !winners.notOffered) yield fork(loadWinners);
}

export function* announcementsSaga() {
  yield takeLatest(siteStatusKnown, onStatus);
  yield takeLatest(connectionRestored, afterReconnect);
  yield takeLatest(announcementsActions.requested, load);
  // The gateway writes notices per language: a switch fetches them again (not the language replayed at start).
  let shown: string | undefined;
  yield fork(forwardBusEvents, {
    'locale:changed': ({ lang }) => {
      const switched = shown !== undefined && lang !== shown;
      shown = lang;
      return switched ? announcementsActions.requested() : null;
    },
  });
}
