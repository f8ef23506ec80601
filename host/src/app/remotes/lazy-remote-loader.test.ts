import { createLazyRemoteLoader } from './lazy-remote-loader';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

jest.mock('./remote-loader', () => ({ createRemoteLoader: jest.fn() }));
const create = jest.mocked(createRemoteLoader);

const options = { releaseSet: jest.fn(), report: jest.fn(), timeoutMs: 1500 };

it('creates the real loader on the first use only, once, with the options given, and hands every call to it', async () => {
  const real: RemoteLoader = { load: jest.fn().mockResolvedValue('HotGames'), reportRenderCrash: jest.fn() };
  create.mockReturnValue(real);
  const loader = createLazyRemoteLoader(options);
  expect(create).not.toHaveBeenCalled();
  await expect(loader.load('games', 'HotGames')).resolves.toBe('HotGames');
  await loader.load('lottery', 'PopularLottery');
  const boom = new Error('boom');
  loader.reportRenderCrash('games', 'HotGames', boom);
  await Promise.resolve();
  await Promise.resolve();
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith(options);
  expect(real.load).toHaveBeenNthCalledWith(1, 'games', 'HotGames');
  expect(real.load).toHaveBeenNthCalledWith(2, 'lottery', 'PopularLottery');
  expect(real.reportRenderCrash).toHaveBeenCalledWith('games', 'HotGames', boom);
});
