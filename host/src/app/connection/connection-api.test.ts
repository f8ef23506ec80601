import { api, ApiError } from '@tessera/shared';
import { connectionApi } from './connection-api';

afterEach(() => jest.restoreAllMocks());

it('counts any answer of the gateway as reachable, and no answer (or a proxy down) as not', async () => {
  const call = jest.spyOn(api, 'call');
  call.mockResolvedValueOnce({} as never);
  await expect(connectionApi.reachable()).resolves.toBe(true);
  call.mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'function.not.available', status: 404 }));
  await expect(connectionApi.reachable()).resolves.toBe(true);
  call.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  await expect(connectionApi.reachable()).resolves.toBe(false);
  call.mockRejectedValueOnce(new ApiError({ kind: 'timeout' }));
  await expect(connectionApi.reachable()).resolves.toBe(false);
  call.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 502 }));
  await expect(connectionApi.reachable()).resolves.toBe(false);
});
