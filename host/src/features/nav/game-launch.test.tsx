import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@tessera/shared/router';
import { initI18n, type LaunchModule, type LaunchResult, type LaunchTarget } from '@tessera/shared';
import { RemoteLoaderContext } from '../../app/remotes/remote-area';
import type { RemoteLoader } from '../../app/remotes/remote-loader';
import { registerHostTranslations } from '../../i18n';
import { LaunchNotice, useGameLaunch } from './game-launch';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Launcher({ target }: { target: LaunchTarget }) {
  const { launch, notice, dismiss } = useGameLaunch();
  return (
    <>
      <button type="button" onClick={() => void launch(target, 'A vendor')}>
        launch
      </button>
      <LaunchNotice notice={notice} onClose={dismiss} />
      <Where />
    </>
  );
}

function renderWith(load: RemoteLoader['load'], target: LaunchTarget) {
  render(
    <RemoteLoaderContext.Provider value={{ load } as RemoteLoader}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Launcher target={target} />} />
        </Routes>
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

describe('nav launches through games/launch', () => {
  it('loads the exposed launch module and lets it navigate', async () => {
    const launch = jest.fn<Promise<LaunchResult>, Parameters<LaunchModule['launch']>>(async (_t, { navigate }) => {
      navigate('/rng?page=PG');
      return { kind: 'navigate', to: '/rng?page=PG' };
    });
    const load = jest.fn(async () => ({ launch }) as unknown);
    renderWith(load as RemoteLoader['load'], { vassalage: 'PG', gameType: 'RNG' });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'launch' })));
    expect(load).toHaveBeenCalledWith('games', './launch');
    expect(launch).toHaveBeenCalledWith({ vassalage: 'PG', gameType: 'RNG' }, expect.objectContaining({ title: 'A vendor' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/rng?page=PG');
    expect(screen.queryByTestId('launch-warning')).toBeNull();
  });

  it("shows a trial account the real-account warning, closed by its confirm button", async () => {
    const load = jest.fn(async () => ({ launch: async (): Promise<LaunchResult> => ({ kind: 'trial-blocked' }) }) as unknown);
    renderWith(load as RemoteLoader['load'], { vassalage: 'SB', gameType: 'SPORTS' });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'launch' })));
    const dialog = await screen.findByTestId('launch-warning');
    expect(dialog).toHaveTextContent('Trial accounts cannot use this feature.');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.queryByTestId('launch-warning')).toBeNull();
  });

  it('says the game did not open when the games remote cannot load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async () => {
      throw new Error('remote games failed to load');
    });
    renderWith(load as RemoteLoader['load'], { vassalage: 'SB', gameType: 'SPORTS' });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'launch' })));
    expect(await screen.findByTestId('launch-warning')).toHaveTextContent('The game could not be opened.');
    consoleError.mockRestore();
  });
});
