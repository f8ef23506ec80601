import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@tessera/shared/router';
import { initI18n } from '@tessera/shared';
import { redEnvelopeApi } from '../../features/red-envelope/red-envelope-api';
import { RED_ENVELOPE_EVENT } from '../../features/red-envelope/red-envelope-fixtures';
import { miniGameApi } from '../../features/mini-game/mini-game-api';
import { settingsActions } from '../../features/settings/settings-slice';
import { registerHostTranslations } from '../../i18n';
import { sessionEnded } from '../app-actions';
import { renderInHostStore } from '../testing/render-in-host-store';
import { systemStatus } from '../testing/system-status';
import { SiteWidgets } from './site-widgets';

jest.mock('../../features/red-envelope/red-envelope-api', () => {
  const actual = jest.requireActual('../../features/red-envelope/red-envelope-api');
  return { ...actual, redEnvelopeApi: { current: jest.fn(), open: jest.fn() } };
});
jest.mock('../../features/mini-game/mini-game-api', () => ({ miniGameApi: { dismissed: jest.fn(), quickGames: jest.fn(), rememberDismissed: jest.fn() } }));
// The shell's own sagas answer the status and the session too: no gateway in a unit test.
jest.mock('../../features/auth/auth-api');
jest.mock('../../features/nav/nav-api');
jest.mock('../../features/popups/popups-api');
jest.mock('../../features/settings/settings-api');
jest.mock('../../features/wallet/wallet-api');

const EVENT = RED_ENVELOPE_EVENT;

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
  jest.mocked(redEnvelopeApi.current).mockResolvedValue({ event: { ...EVENT } });
  jest.mocked(miniGameApi.dismissed).mockReturnValue(true);
});

/** The widgets for a visitor, once the merchant's switches are known (REDENVELOPE3 as given). */
function renderWidgets(redEnvelope: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <SiteWidgets /> }]);
  const { store, task } = renderInHostStore(<RouterProvider router={router} />);
  act(() => {
    store.dispatch(settingsActions.statusLoaded(systemStatus({ REDENVELOPE3: redEnvelope })));
    store.dispatch(sessionEnded());
  });
  return task;
}

describe('site widgets', () => {
  it('loads the red envelope once the page has settled when the merchant runs it', async () => {
    const task = renderWidgets(true);
    expect(await screen.findByTestId('red-envelope-fab')).toBeInTheDocument();
    expect(redEnvelopeApi.current).toHaveBeenCalledTimes(1);
    act(() => task.cancel());
  });

  it('asks nothing of the red envelope while its switch is off', async () => {
    const task = renderWidgets(false);
    // The mini-game, which settles at the same moment, has come and decided to stay away.
    expect(await screen.findByTestId('mini-game-dismissed')).toBeInTheDocument();
    await waitFor(() => expect(miniGameApi.dismissed).toHaveBeenCalled());
    expect(redEnvelopeApi.current).not.toHaveBeenCalled();
    expect(screen.queryByTestId('red-envelope-fab')).toBeNull();
    act(() => task.cancel());
  });
});
