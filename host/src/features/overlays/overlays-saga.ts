/**
 * Opening the member and agent centres (spec §4 "Session", §6 roles): a visitor gets the login popup,
 * a trial account (type 4) gets the "real account needed" warning, a non-agent cannot open the agent centre.
 */
import { all, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isAgentType, isTrialType, type AgentPage, type MemberPage, type PlatformEvents } from '@tessera/shared';
import { busChannel } from '../../app/bus-channel';
import { authActions, selectAuth, type AuthState } from '../auth/auth-slice';
import { overlaysActions } from './overlays-slice';

function* guard(kind: 'member' | 'agent') {
  const auth: AuthState = yield select(selectAuth);
  if (auth.status !== 'in' || !auth.member) {
    yield put(authActions.loginModalOpened());
    return false;
  }
  if (isTrialType(auth.member.type)) {
    yield put(overlaysActions.warningShown('in_need_true_account'));
    return false;
  }
  if (kind === 'agent' && !isAgentType(auth.member.type)) {
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

function* fromBusMember(e: PlatformEvents['ui:open-member-centre']) {
  yield put(overlaysActions.memberCentreRequested(e.page));
}
function* fromBusAgent(e: PlatformEvents['ui:open-agent-centre']) {
  yield put(overlaysActions.agentCentreRequested(e.page));
}
function* closeAll() {
  yield put(overlaysActions.overlaysReset());
}

export function* overlaysSaga() {
  yield all([
    takeEvery(overlaysActions.memberCentreRequested, openMember),
    takeEvery(overlaysActions.agentCentreRequested, openAgent),
    takeEvery(busChannel('ui:open-member-centre'), fromBusMember),
    takeEvery(busChannel('ui:open-agent-centre'), fromBusAgent),
    takeEvery(authActions.sessionEnded, closeAll),
  ]);
}
