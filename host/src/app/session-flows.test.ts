/**
 * Login step 5/6 (docs/product.md#login): when a password change is forced, remember-me, the first-login
 * action, and a reload that must not get round a forced change.
 */
import { session, type LoginValue } from '@tessera/shared';
import { siteStatusKnown } from './app-actions';
import { createHostStore } from './store';
import { popupsApi } from '../features/popups/popups-api';
import { authApi } from '../features/auth/auth-api';
import { mustChangePassword, WEAK_DEFAULT_PASSWORD } from '../features/auth/login-flow-saga';
import { authActions } from '../features/auth/auth-slice';
import { REMEMBER_ME_SECONDS, rememberedLogin, rememberLogin } from '../features/auth/session-store';
import { resetShell } from './testing/reset-shell';

jest.mock('../features/auth/auth-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');
jest.mock('../features/popups/popups-api');

const value = (v: Partial<LoginValue> = {}): LoginValue => ({ token: 'tok-9', firstTimeLogin: false, passwordExpired: false, ...v }) as LoginValue;
const member = { id: 7, account: 'player01', nickname: 'Player One', type: 0 };
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  resetShell();
  rememberLogin(null);
  jest.mocked(popupsApi.list).mockResolvedValue([]);
  jest.mocked(authApi.memberInfo).mockResolvedValue(member);
});

describe('mustChangePassword', () => {
  it.each([
    ['the weak default, policy off', 'username', WEAK_DEFAULT_PASSWORD, {}, false, true],
    ['an expired password with the policy on', 'username', 'Secret123', { passwordExpired: true }, true, true],
    ['an expired password with the policy off', 'username', 'Secret123', { passwordExpired: true }, false, false],
    ['a good password, not expired, policy on', 'username', 'Secret123', { passwordExpired: false }, true, false],
    ['a first login alone', 'username', 'Secret123', { firstTimeLogin: true }, true, false],
    ['an SMS login, even expired with the policy on', 'sms', WEAK_DEFAULT_PASSWORD, { passwordExpired: true }, true, false],
  ] as const)('%s', (_name, type, password, v, policyOn, expected) => {
    expect(mustChangePassword(type, password, value(v), policyOn)).toBe(expected);
  });
});

describe('login', () => {
  it('remembers the name for a day when ticked and forgets it when unticked, never the password', async () => {
    jest.mocked(authApi.login).mockResolvedValue(value());
    const { store, task } = createHostStore({ navigate: jest.fn() });
    const cookie = jest.spyOn(document, 'cookie', 'set');
    store.dispatch(authActions.loginSubmitted({ username: ' player01 ', password: 'Tessera2026', type: 'username', source: 'modal', remember: true }));
    await flush();
    expect(rememberedLogin()).toBe('player01');
    expect(cookie).toHaveBeenCalledWith(expect.stringContaining(`Max-Age=${REMEMBER_ME_SECONDS}`));
    expect(document.cookie).not.toContain('Tessera2026');
    store.dispatch(authActions.loginSubmitted({ username: 'player01', password: 'Tessera2026', type: 'username', source: 'modal', remember: false }));
    await flush();
    expect(rememberedLogin()).toBeNull();
    cookie.mockRestore();
    task.cancel();
  });

  it('runs the first-login action: the first-login popups join the member ones', async () => {
    jest.mocked(authApi.login).mockResolvedValue(value({ firstTimeLogin: true }));
    const { store, task } = createHostStore({ navigate: jest.fn() });
    store.dispatch(authActions.loginSubmitted({ username: 'player01', password: 'Tessera2026', type: 'username', source: 'modal' }));
    await flush();
    expect(popupsApi.list).toHaveBeenLastCalledWith(['A', 'F']);
    expect(session.get('cpw')).toBeNull();
    task.cancel();
  });

  it('opens the forced change again after a reload while cpw is set, and shows no popup over it', async () => {
    session.set('token', 'tok-1');
    session.set('account', 'player01');
    session.set('customerId', 7);
    session.set('cpw', '1');
    const { store, task } = createHostStore({ navigate: jest.fn() });
    store.dispatch(siteStatusKnown({ open: true }));
    await flush();
    expect(store.getState().auth.status).toBe('in');
    expect(store.getState().password).toMatchObject({ changeOpen: true, forced: true });
    expect(popupsApi.list).not.toHaveBeenCalled();
    task.cancel();
  });

  it('restores a session without cpw with no password change', async () => {
    session.set('token', 'tok-1');
    session.set('account', 'player01');
    session.set('customerId', 7);
    const { store, task } = createHostStore({ navigate: jest.fn() });
    store.dispatch(siteStatusKnown({ open: true }));
    await flush();
    expect(store.getState().password.changeOpen).toBe(false);
    expect(popupsApi.list).toHaveBeenCalledWith(['A']);
    task.cancel();
  });
});
