/**
 * Failures as the player sees them (docs/product.md#errors): every message localised, each with its
 * follow-up, and a network failure, a timeout or an unreadable answer never leaving the login blank.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ApiError, initI18n, toErrorInfo, type ErrorInfo } from '@tessera/shared';
import { registerHostTranslations } from '../i18n';
import { authApi } from '../features/auth/auth-api';
import { authActions } from '../features/auth/auth-slice';
import { LoginForm } from '../features/auth/login-form';
import { popupsApi } from '../features/popups/popups-api';
import { settingsActions } from '../features/settings/settings-slice';
import { ErrorNotice, errorAction, errorMessage } from './error-notice';
import { createHostStore } from './store';
import { resetShell } from './testing/reset-shell';
import { systemStatus } from './testing/system-status';

jest.mock('../features/auth/auth-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');
jest.mock('../features/popups/popups-api');

const en = (key: string) => key;
const info = (o: ConstructorParameters<typeof ApiError>[0]): ErrorInfo => toErrorInfo(new ApiError(o));

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

beforeEach(() => {
  resetShell({ clearSession: false });
  jest.mocked(popupsApi.list).mockResolvedValue([]);
});

function renderWithStore(ui: React.ReactElement) {
  const { store, task } = createHostStore({ navigate: jest.fn() });
  render(<Provider store={store}>{ui}</Provider>);
  return { store, task };
}

describe('error follow-ups', () => {
  it.each([
    ['login.not.session', 'login'],
    ['sms.quota.exceeded', 'customerService'],
    ['operation.not.allowed', 'customerService'],
    ['domain.invalid', 'customerService'],
    ['ip_blocked', 'customerService'],
    ['verification.code.invalid', null],
  ] as const)('%s → %s', (code, action) => {
    expect(errorAction(info({ kind: 'business', code }))).toBe(action);
  });

  it('offers a retry for a network failure, a timeout and an unreadable answer', () => {
    for (const kind of ['network', 'timeout', 'invalid'] as const) expect(errorAction(info({ kind }))).toBe('retry');
  });

  it('says our localised message when the code has one, the gateway words only otherwise', () => {
    expect(errorMessage(info({ kind: 'business', code: 'login.fail', message: 'Incorrect username or password' }), en)).toBe('errors.wrongCredentials');
    expect(errorMessage(info({ kind: 'business', code: 'odd.code', message: 'Something odd' }), en)).toBe('Something odd');
    expect(errorMessage(info({ kind: 'business', code: 'odd.code' }), en)).toBe('errors.unknown');
  });

  it('opens the login for a lost session, and customer service where the spec says to contact it', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { store, task } = renderWithStore(
      <>
        <ErrorNotice error={info({ kind: 'unauthorized', code: 'login.not.session' })} testId="lost" />
        <ErrorNotice error={info({ kind: 'business', code: 'sms.quota.exceeded' })} testId="quota" />
      </>,
    );
    expect(screen.getByTestId('lost')).toHaveTextContent('You are not logged in. Please log in.');
    await userEvent.click(screen.getByTestId('error-action-login'));
    expect(store.getState().auth.loginModalOpen).toBe(true);
    // No customer-service line configured yet: no button that would do nothing.
    expect(screen.queryByTestId('customer-service')).toBeNull();
    act(() => {
      store.dispatch(settingsActions.statusLoaded(systemStatus({}, { customerService: [{ csType: 'LIVECHAT', path: 'x' }] })));
    });
    expect(screen.getByTestId('quota')).toHaveTextContent('Quota exceeded. Please contact customer service.');
    expect(screen.getByTestId('customer-service')).toBeInTheDocument();
    open.mockRestore();
    act(() => task.cancel());
  });

  it.each([
    ['network', 'Network link abnormal, please try again.'],
    ['timeout', 'The page took too long to load. Please check your network.'],
    ['invalid', 'The server sent an answer this page cannot read. Please try again later.'],
  ] as const)('a login that fails with %s says so in the form', async (kind, text) => {
    jest.mocked(authApi.login).mockRejectedValue(new ApiError({ kind }));
    const { store, task } = renderWithStore(<LoginForm variant="modal" smsEnabled={false} dialCodes={['63']} />);
    act(() => {
      store.dispatch(authActions.loginSubmitted({ username: 'player01', password: 'Tessera2026', type: 'username', source: 'modal' }));
    });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    act(() => task.cancel());
  });
});
