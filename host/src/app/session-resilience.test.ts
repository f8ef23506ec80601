/**
 * Session restore and logout against failures: a transient failure of member info keeps the
 * session, only a 401 ends it; a logout whose call fails or is refused still leaves no token, and a 401 on
 * the logout call does not open the login dialog.
 */
import type axios from 'axios';
import { ApiError, api, session } from '@tessera/shared';
import { siteStatusKnown } from './app-actions';
import { connectApi } from './api-connection';
import { createHostStore } from './store';
import { authApi } from '../features/auth/auth-api';
import { authActions } from '../features/auth/auth-slice';
import { resetShell } from './testing/reset-shell';

jest.mock('../features/auth/auth-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');

const member = { id: 7, account: 'player01', nickname: 'Player One', type: 0 };

function storeWithSession() {
  session.set('token', 'tok-1');
  session.set('account', 'player01');
  session.set('customerId', 7);
  session.set('nickname', 'Player One');
  session.set('username', 'player01');
  session.set('isAgent', 0);
  const { store, task } = createHostStore({ navigate: jest.fn() });
  return { store, task };
}

beforeEach(() => {
  resetShell();
});

describe('security: session — session restore', () => {
  it('keeps the session through a member-info 503: retries, then continues from the stored identity', async () => {
    jest.useFakeTimers();
    jest.mocked(authApi.memberInfo).mockRejectedValue(new ApiError({ kind: 'http', status: 503 }));
    const { store, task } = storeWithSession();
    store.dispatch(siteStatusKnown({ open: true }));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(authApi.memberInfo).toHaveBeenCalledTimes(3);
    expect(store.getState().auth.status).toBe('in');
    expect(session.token()).toBe('tok-1');
    task.cancel();
    jest.useRealTimers();
  });

  it('recovers when a retry succeeds', async () => {
    jest.useFakeTimers();
    jest.mocked(authApi.memberInfo).mockRejectedValueOnce(new ApiError({ kind: 'timeout' })).mockResolvedValue(member);
    const { store, task } = storeWithSession();
    store.dispatch(siteStatusKnown({ open: true }));
    await jest.advanceTimersByTimeAsync(1_500);
    expect(authApi.memberInfo).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.status).toBe('in');
    task.cancel();
    jest.useRealTimers();
  });

  it('ends the session on a 401 at once, and leaves no token', async () => {
    jest.mocked(authApi.memberInfo).mockRejectedValue(new ApiError({ kind: 'unauthorized', status: 401, code: 'login.not.session' }));
    const { store, task } = storeWithSession();
    store.dispatch(siteStatusKnown({ open: true }));
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(authApi.memberInfo).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.status).toBe('out');
    expect(session.token()).toBeNull();
    expect(session.get('account')).toBeNull();
    task.cancel();
  });
});

describe('security: session — logout', () => {
  it.each([
    ['succeeds', () => Promise.resolve(null)],
    ['fails on the network', () => Promise.reject(new ApiError({ kind: 'network' }))],
  ])('leaves no token behind when the call %s (a reload stays logged out)', async (_label, answer) => {
    jest.mocked(authApi.memberInfo).mockResolvedValue(member);
    jest.mocked(authApi.logout).mockImplementation(answer);
    const { store, task } = storeWithSession();
    store.dispatch(siteStatusKnown({ open: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().auth.status).toBe('in');
    store.dispatch(authActions.logoutConfirmed());
    await new Promise((r) => setTimeout(r, 0));
    expect(session.token()).toBeNull();
    expect(store.getState().auth.status).toBe('out');
    expect(store.getState().auth.loginModalOpen).toBe(false);
    task.cancel();
  });

  it('does not open the login dialog when the logout call itself gets a 401', async () => {
    // The real client, its 401 handling wired as the host wires it: only the logout call is refused.
    jest.mocked(authApi.memberInfo).mockResolvedValue(member);
    const { authApi: realAuthApi } = jest.requireActual<{ authApi: typeof authApi }>('../features/auth/auth-api');
    const { store, task } = storeWithSession();
    connectApi(api, store, 'demo');
    const { AxiosError } = jest.requireActual<typeof axios>('axios');
    const http = (api as unknown as { http: { request: (c: { url?: string }) => Promise<unknown> } }).http;
    const request = jest.spyOn(http, 'request').mockImplementation(async (config) => {
      // The logout call is refused as a dead session; anything else the page asks meanwhile is simply offline.
      if (config.url === '/wps/session/logout') {
        throw Object.assign(new AxiosError('401'), { response: { status: 401, data: { success: false, errorCode: 'login.not.session' } } });
      }
      throw new AxiosError('offline', 'ERR_NETWORK');
    });
    jest.mocked(authApi.logout).mockImplementation(realAuthApi.logout);
    store.dispatch(siteStatusKnown({ open: true }));
    await new Promise((r) => setTimeout(r, 0));
    store.dispatch(authActions.logoutConfirmed());
    await new Promise((r) => setTimeout(r, 10));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/session/logout' }));
    expect(session.token()).toBeNull();
    expect(store.getState().auth.loginModalOpen).toBe(false);
    request.mockRestore();
    task.cancel();
  });
});
