/** Help centre items in the current language (docs/gateway.md#content-calls). */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { gatewayLanguage, toErrorInfo, type FeedbackRequest, type HelpItem } from '@tessera/shared';
import { helpApi } from './help-api';
import { helpActions, selectHelp, type HelpState } from './help-slice';

function* load({ payload: lang }: PayloadAction<string>) {
  const state: HelpState = yield select(selectHelp);
  if (state.status === 'ready' && state.lang === lang) return;
  try {
    const items: HelpItem[] = yield call(helpApi.items, gatewayLanguage(lang));
    yield put(helpActions.helpLoaded({ lang, items }));
  } catch (e) {
    yield put(helpActions.helpFailed(toErrorInfo(e)));
  }
}

function* sendFeedback({ payload }: PayloadAction<FeedbackRequest>) {
  try {
    yield call(helpApi.feedback, { questionType: payload.questionType, content: payload.content.trim() });
    yield put(helpActions.feedbackSent());
  } catch (e) {
    yield put(helpActions.feedbackFailed(toErrorInfo(e)));
  }
}

export function* helpSaga() {
  yield takeLatest(helpActions.helpOpened, load);
  yield takeLatest(helpActions.feedbackSubmitted, sendFeedback);
}
