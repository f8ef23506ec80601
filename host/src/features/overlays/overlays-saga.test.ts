import { configureStore, type Middleware, type UnknownAction } from '@tessera/shared/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bus, type MemberInfo } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { loginRequested, sessionEnded, sessionStarted } from '../../app/app-actions';
import { overlaysSaga } from './overlays-saga';
import { overlaysActions, overlaysSlice } from './overlays-slice';

const memberOfType = (type: number): MemberInfo => ({ id: 1, account: 'p1', nickname: 'P1', type });

function setup() {
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { overlays: overlaysSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga, record),
  });
  const task = saga.run(overlaysSaga);
  const login = (type: number) => store.dispatch(sessionStarted({ member: memberOfType(type), username: 'p1', fresh: true }));
  return { store, task, seen, login };
}

beforeEach(() => resetBus());

describe('overlay guard', () => {
  it('asks a visitor to log in instead of opening the member centre', () => {
    const { store, task, seen } = setup();
    store.dispatch(overlaysActions.memberCentreRequested('withdraw'));
    expect(seen.map((a) => a.type)).toContain(loginRequested.type);
    expect(store.getState().overlays.mcShow).toBe(false);
    task.cancel();
  });

  it('opens the member centre on the asked page for a member, and closes it on logout', () => {
    const { store, task, login } = setup();
    login(0);
    store.dispatch(overlaysActions.memberCentreRequested('withdraw'));
    expect(store.getState().overlays).toMatchObject({ mcShow: true, mcPage: 'withdraw', warning: null });
    store.dispatch(sessionEnded());
    expect(store.getState().overlays).toMatchObject({ mcShow: false, accountType: null });
    task.cancel();
  });

  it('tells a trial account that a real account is needed', () => {
    const { store, task, login } = setup();
    login(4);
    store.dispatch(overlaysActions.memberCentreRequested(undefined));
    expect(store.getState().overlays).toMatchObject({ mcShow: false, warning: 'in_need_true_account' });
    task.cancel();
  });

  it('opens the agent centre for agent types only', () => {
    const { store, task, login } = setup();
    login(0);
    store.dispatch(overlaysActions.agentCentreRequested(undefined));
    expect(store.getState().overlays).toMatchObject({ acShow: false, warning: 'not_agent' });
    store.dispatch(overlaysActions.warningDismissed());
    login(41);
    store.dispatch(overlaysActions.agentCentreRequested('agentTeamOverview'));
    expect(store.getState().overlays).toMatchObject({ acShow: true, acPage: 'agentTeamOverview', warning: null });
    task.cancel();
  });

  it('takes requests from remotes over the bus, through the same guard', () => {
    const { store, task, login } = setup();
    login(1);
    bus.emit('ui:open-agent-centre', { page: 'agentMyIncome' });
    expect(store.getState().overlays).toMatchObject({ acShow: true, acPage: 'agentMyIncome' });
    bus.emit('ui:open-member-centre', { page: 'referral' });
    expect(store.getState().overlays).toMatchObject({ mcShow: true, mcPage: 'referral', acShow: false });
    task.cancel();
  });
});
