import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api, ApiClient, ApiError, type AnnouncementsValue, type SystemStatus } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { announcementsApi } from '../../features/announcements/announcements-api';
import { navApi } from '../../features/nav/nav-api';
import { settingsApi } from '../../features/settings/settings-api';
import { connectApi } from '../api-connection';
import { appStarted } from '../app-actions';
import { createHostStore } from '../store';
import { connectionApi } from './connection-api';
import { connectionActions } from './connection-slice';

jest.mock('../../features/announcements/announcements-api');
jest.mock('../../features/nav/nav-api');
jest.mock('../../features/settings/settings-api');
jest.mock('./connection-api');

const status = { maintenance: false, regionRestriction: false, info: { whitelabel: [], register: {}, customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [] } } as unknown as SystemStatus;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  resetBus();
  sessionStorage.clear();
  jest.mocked(navApi.vendors).mockReset().mockResolvedValue([]);
  jest.mocked(announcementsApi.winners).mockResolvedValue({ list: [] });
  // Calls of features this test does not follow go nowhere (no real request from jsdom).
  jest.spyOn(api, 'call').mockRejectedValue(new ApiError({ kind: 'business', code: 'function.not.available' }));
});
afterEach(() => jest.restoreAllMocks());

it('a call without answer makes the host check the platform; back online, what failed meanwhile loads again', async () => {
  jest.mocked(settingsApi.systemStatus).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(status);
  jest.mocked(announcementsApi.list).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ banners: [{ bannerId: 1, groupName: 'w_home', url: '/b.jpg' }] } as unknown as AnnouncementsValue);
  jest.mocked(connectionApi.reachable).mockResolvedValueOnce(false).mockResolvedValue(true);
  const { store, task } = createHostStore({ navigate: jest.fn() });
  // The gateway does not answer: the client reports it, and the connection watch checks before it tells anyone.
  const client = new ApiClient(
    {},
    axios.create({
      adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      },
    }),
  );
  connectApi(client, store, 'acme');
  store.dispatch(appStarted());
  await settle();
  expect(store.getState().settings.load).toBe('failed');
  expect(store.getState().announcements.status).toBe('failed');

  await expect(client.call('systemStatus')).rejects.toMatchObject({ kind: 'network' });
  await settle();
  expect(store.getState().connection.status).toBe('unreachable');

  store.dispatch(connectionActions.retryRequested());
  await settle();
  await settle();
  expect(store.getState().connection.status).toBe('online');
  expect(store.getState().settings.load).toBe('ready');
  expect(store.getState().announcements.status).toBe('ready');
  expect(store.getState().announcements.banners).toHaveLength(1);
  // The vendor lanes asked for while it was down are asked for again.
  expect(navApi.vendors).toHaveBeenCalledTimes(2);
  task.cancel();
});
