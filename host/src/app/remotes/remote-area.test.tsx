import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, type LobbyProps, type LotteryPageProps, type RemoteName } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { ConnectionContext } from '../connection/connection-context';
import { RemoteArea, RemoteLoaderContext } from './remote-area';
import type { RemoteLoader } from './remote-loader';

function Lobby({ lobbyType }: LobbyProps): never {
  throw new Error(`lobby ${lobbyType} is broken`);
}
function LotteryPage({ path }: LotteryPageProps) {
  return <p>lottery at {path}</p>;
}

const load = jest.fn(async (remote: RemoteName, expose: string): Promise<unknown> => {
  if (remote === 'games' && expose === './Lobby') return { default: Lobby };
  if (remote === 'lottery' && expose === './LotteryPage') return { default: LotteryPage };
  throw new Error(`unexpected ${remote} ${expose}`);
});
const reportRenderCrash = jest.fn();
const loader = { load, reportRenderCrash } as RemoteLoader;

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

it('keeps a remote that throws while rendering inside its own area', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <header>site header</header>
      <RemoteArea module="games/Lobby" props={{ lobbyType: 'rng' }} />
      <RemoteArea module="lottery/LotteryPage" props={{ path: '/lottery' }} />
    </RemoteLoaderContext.Provider>,
  );

  expect(await screen.findByTestId('remote-fallback-games')).toHaveTextContent('This part of the site could not be loaded.');
  expect(screen.getByText('lottery at /lottery')).toBeInTheDocument();
  expect(screen.getByText('site header')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('games', './Lobby');

  // Retrying renders the remote again; it still throws, so the fallback comes back and nothing else breaks.
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(screen.getByTestId('remote-fallback-games')).toBeInTheDocument();
  expect(screen.getByText('lottery at /lottery')).toBeInTheDocument();
  // Each crash is reported for its remote and module (the loader adds version and scrubs the text).
  expect(reportRenderCrash).toHaveBeenCalledTimes(2);
  expect(reportRenderCrash).toHaveBeenCalledWith('games', './Lobby', expect.objectContaining({ message: 'lobby rng is broken' }));
  consoleError.mockRestore();
});

describe('a remote that does not load while the connection is lost', () => {
  it('reports the suspicion, says the connection is gone (not "could not be loaded"), and loads again once it is back', async () => {
    let down = true;
    const flaky = {
      load: jest.fn(async () => {
        if (down) throw new Error('Failed to fetch');
        return { default: LotteryPage };
      }),
      reportRenderCrash: jest.fn(),
    } as unknown as RemoteLoader;
    const suspect = jest.fn();
    const area = (status: 'online' | 'offline' | 'unreachable', restorations: number) => (
      <ConnectionContext.Provider value={{ status, restorations, suspect }}>
        <RemoteLoaderContext.Provider value={flaky}>
          <RemoteArea module="lottery/LotteryPage" props={{ path: '/lottery' }} />
        </RemoteLoaderContext.Provider>
      </ConnectionContext.Provider>
    );
    const { rerender } = render(area('online', 0));
    expect(await screen.findByTestId('remote-fallback-lottery')).toHaveTextContent('This part of the site could not be loaded.');
    expect(suspect).toHaveBeenCalled();

    rerender(area('offline', 0));
    const fallback = screen.getByTestId('remote-fallback-lottery');
    expect(fallback).toHaveTextContent('You are offline.');
    expect(fallback).toHaveTextContent('This part loads as soon as the connection is back.');
    expect(fallback).not.toHaveTextContent('could not be loaded');
    rerender(area('unreachable', 0));
    expect(screen.getByTestId('remote-fallback-lottery')).toHaveTextContent('The server is not answering.');

    down = false;
    rerender(area('online', 1));
    expect(await screen.findByText('lottery at /lottery')).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(2);
  });
});
