import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@tessera/shared/router';
import { initI18n, session } from '@tessera/shared';
import { appStarted } from './app-actions';
import { Header } from './shell/header';
import { createHostStore } from './store';
import { registerHostTranslations } from '../i18n';
import { authApi } from '../features/auth/auth-api';
import { clearSession, rememberedSession, rememberSession } from '../features/auth/session-store';
import { resetShell } from './testing/reset-shell';

jest.mock('../features/auth/auth-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

beforeEach(() => {
  resetShell({ balance: 10 });
  rememberSession(null);
});

describe('remember-me across tabs', () => {
  it('keeps the token a day and forgets it when the session is cleared (logout)', () => {
    rememberSession('tok-9');
    expect(rememberedSession()).toBe('tok-9');
    clearSession();
    expect(rememberedSession()).toBeNull();
  });

  it('starts a new tab (empty session storage) logged in from the remembered session', async () => {
    rememberSession('tok-9');
    jest.mocked(authApi.memberInfo).mockResolvedValue({ id: 7, account: 'player01', nickname: 'Player One', type: 0 });
    const { store, task } = createHostStore({ navigate: jest.fn() });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </Provider>,
    );
    act(() => {
      store.dispatch(appStarted());
    });
    expect(await screen.findByTestId('header-account')).toHaveTextContent('Player One');
    expect(session.token()).toBe('tok-9');
    task.cancel();
  });

  it('starts logged out when nothing is remembered', async () => {
    const { store, task } = createHostStore({ navigate: jest.fn() });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </Provider>,
    );
    act(() => {
      store.dispatch(appStarted());
    });
    await waitFor(() => expect(store.getState().auth.status).toBe('out'));
    expect(authApi.memberInfo).not.toHaveBeenCalled();
    task.cancel();
  });
});
