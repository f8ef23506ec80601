import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiClient, bus, session } from '@tessera/shared';
import { authApi } from '../features/auth/auth-api';
import { connectApi } from './api-connection';
import { appStarted } from './app-actions';
import { createHostStore } from './store';
import { resetShell } from './testing/reset-shell';

jest.mock('../features/auth/auth-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');

/** A client whose gateway answers every call 401 `login.not.session`, and what it was sent. */
function clientAnswering401() {
  const sent: InternalAxiosRequestConfig[] = [];
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      sent.push(config);
      const response = { status: 401, data: { success: false, errorCode: 'login.not.session' }, statusText: '401', headers: {}, config } as AxiosResponse;
      throw new AxiosError('Unauthorized', '401', config, undefined, response);
    },
  });
  return { client: new ApiClient({}, http), sent };
}

beforeEach(() => {
  resetShell({ resetMocks: false });
  jest.mocked(authApi.memberInfo).mockResolvedValue({ id: 7, account: 'player01', nickname: 'P', type: 0 });
});

it('a 401 clears the session, keeps the merchant, tells remotes and opens the login popup', async () => {
  session.set('merchant', 'acme');
  session.set('token', 'tok-old');
  const { store, task } = createHostStore({ navigate: jest.fn() });
  const { client, sent } = clientAnswering401();
  connectApi(client, store, 'acme');
  store.dispatch(appStarted());
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getState().auth.status).toBe('in');

  await expect(client.call('balance')).rejects.toMatchObject({ kind: 'unauthorized' });

  expect((sent[0]!.headers as Record<string, string>).Authorization).toBe('tok-old');
  // The real web client's wire: lower-case `merchant` (shared/src/api/wire.ts).
  expect((sent[0]!.headers as Record<string, string>).merchant).toBe('acme');
  expect(session.token()).toBeNull();
  expect(session.get('account')).toBeNull();
  expect(session.get('merchant')).toBe('acme');
  expect(store.getState().auth).toMatchObject({ status: 'out', member: null, loginModalOpen: true });
  expect(bus.last('session:changed')).toEqual({ status: 'out' });
  expect(client.hasSession()).toBe(false);
  task.cancel();
});
