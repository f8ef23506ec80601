import { screen, waitFor } from '@testing-library/react';
import { initI18n, session } from '@tessera/shared';
import { registerHostTranslations } from '../i18n';
import { authApi } from '../features/auth/auth-api';
import { clearSession, rememberedLogin, rememberedSession, rememberLogin, rememberSession } from '../features/auth/session-store';
import { resetShell } from './testing/reset-shell';
import { startWithHeader } from './testing/start-header';

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
  it('keeps the token and the login name a day and forgets both when the session is cleared (logout)', () => {
    rememberSession('tok-9');
    rememberLogin('player01');
    expect(rememberedSession()).toBe('tok-9');
    expect(rememberedLogin()).toBe('player01');
    clearSession();
    expect(rememberedSession()).toBeNull();
    // Before, the login name stayed after sign-out, though the docs say both cookies go.
    expect(rememberedLogin()).toBeNull();
  });

  it('starts a new tab (empty session storage) logged in from the remembered session', async () => {
    rememberSession('tok-9');
    jest.mocked(authApi.memberInfo).mockResolvedValue({ id: 7, account: 'player01', nickname: 'Player One', type: 0 });
    const { task } = startWithHeader();
    expect(await screen.findByTestId('header-account')).toHaveTextContent('Player One');
    expect(session.token()).toBe('tok-9');
    task.cancel();
  });

  it('starts logged out when nothing is remembered', async () => {
    const { store, task } = startWithHeader();
    await waitFor(() => expect(store.getState().auth.status).toBe('out'));
    expect(authApi.memberInfo).not.toHaveBeenCalled();
    task.cancel();
  });
});
