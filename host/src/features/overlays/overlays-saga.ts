/**
 * Opening the member and agent centres (docs/product.md#overlays, docs/product.md#roles): a visitor gets the login popup,
 * a trial account (type 4) gets the "real account needed" warning, a non-agent cannot open the agent centre.
 */
import { all, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { forwardBusEvents, isAgentType, isTrialType, type AgentPage, type MemberPage } from '@tessera/shared';
import { loginRequested } from '../../app/app-actions';
import { overlaysActions, selectOverlays, type OverlaysState } from './overlays-slice';

function* guard(kind: 'member' | 'agent') {
  const { accountType }: OverlaysState = yield select(selectOverlays);
  if (accountType === null) {
    yield put(loginRequested());
    return false;
  }
  if (isTrialType(accountType)) {
    yield put(overlaysActions.warningShown('in_need_true_account'));
    return false;
  }
  if (kind === 'agent' && !isAgentType(accountType)) {
    yield put(overlaysActions.warningShown('not_agent'));
    return false;
  }
  return true;
}

function* openMember({ payload }: PayloadAction<MemberPage | undefined>) {
  if (yield* guard('member')) yield put(overlaysActions.memberCentreOpened(payload));
}

function* openAgent({ payload }: PayloadAction<AgentPage | undefined>) {
  if (yield* guard('agent')) yield put(overlaysActions.agentCentreOpened(payload));
}

export function* overlaysSaga() {
  yield all([
    takeEvery(overlaysActions.memberCentreRequested, openMember),
    takeEvery(overlaysActions.agentCentreRequested, openAgent),
    fork(forwardBusEvents, {
      'ui:open-member-centre': (e) => overlaysActions.memberCentreRequested(e.page),
      'ui:open-agent-centre': (e) => overlaysActions.agentCentreRequested(e.page),
    }),
  ]);
}
