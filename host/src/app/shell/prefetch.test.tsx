import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RemoteLoaderContext } from '../remotes/remote-area';
import type { RemoteLoader } from '../remotes/remote-loader';
import { remoteModuleForPath, usePrefetchRemote } from './prefetch';

it('names the remote module behind each nav path', () => {
  expect(remoteModuleForPath('/rng')).toBe('games/Lobby');
  expect(remoteModuleForPath('/live')).toBe('games/Lobby');
  expect(remoteModuleForPath('/sports')).toBe('games/GamePage');
  expect(remoteModuleForPath('/lottery')).toBe('lottery/LotteryPage');
  expect(remoteModuleForPath('/promotions')).toBeNull();
  expect(remoteModuleForPath('/')).toBeNull();
});

function setup(load: jest.Mock) {
  const loader: RemoteLoader = { load, reportRenderCrash: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
  return renderHook(() => usePrefetchRemote(), { wrapper }).result;
}

it('loads a module once on the first intent, without mounting anything', () => {
  const load = jest.fn().mockResolvedValue({ default: () => null });
  const prefetch = setup(load);
  prefetch.current('/rng');
  prefetch.current('/fish');
  prefetch.current('/promotions');
  prefetch.current('/lottery');
  expect(load.mock.calls).toEqual([
    ['games', './Lobby'],
    ['lottery', './LotteryPage'],
  ]);
});

it('tries again after a failed prefetch', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => null });
  const prefetch = setup(load);
  await act(async () => prefetch.current('/rng'));
  prefetch.current('/rng');
  expect(load).toHaveBeenCalledTimes(2);
});
