/**
 * Login from an unregistered IP (docs/product.md#login-from-an-unregistered-ip): the login waits on the SMS code of the
 * two-factor dialog, a wrong code is said there, a closed challenge ends the login with its reason, and
 * closing the dialog abandons the login.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ApiError, initI18n, session, type LoginValue } from '@tessera/shared';
import { registerHostTranslations } from '../i18n';
import { createHostStore } from './store';
import { smsApi } from './sms/sms-api';
import { popupsApi } from '../features/popups/popups-api';
import { authApi } from '../features/auth/auth-api';
import { authActions } from '../features/auth/auth-slice';
import { TwoFactorDialog, validateCode } from '../features/auth/two-factor-dialog';
import { loginIpChallenge } from '../features/auth/login-ip-challenge';
import { resetShell } from './testing/reset-shell';

jest.mock('../features/auth/auth-api');
jest.mock('./sms/sms-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');
jest.mock('../features/popups/popups-api');

const challengeError = () =>
  new ApiError({ kind: 'business', code: 'login.ip.unverified', message: 'new location', value: { verification: true, ticket: 'tk-1', mobile: '*******0101' } });
const loginValue: LoginValue = { token: 'tok-2fa', firstTimeLogin: false, passwordExpired: false };

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  resetShell();
  jest.mocked(popupsApi.list).mockResolvedValue([]);
  jest.mocked(authApi.memberInfo).mockResolvedValue({ id: 9, account: 'secure01', nickname: 'Secure', type: 0 });
  jest.mocked(authApi.login).mockRejectedValue(challengeError());
});

function setup() {
  const navigate = jest.fn();
  const { store, task } = createHostStore({ navigate });
  render(
    <Provider store={store}>
      <TwoFactorDialog />
    </Provider>,
  );
  act(() => {
    store.dispatch(authActions.loginSubmitted({ username: 'secure01', password: 'Tessera2026', type: 'username', source: 'header' }));
  });
  return { store, task, navigate };
}

describe('two-factor verification on an unregistered IP', () => {
  it('sends the code by ticket, reports a wrong code, then finishes the login with the right one', async () => {
    const { store, task, navigate } = setup();
    expect(await screen.findByRole('dialog', { name: "Verify it's you" })).toBeInTheDocument();
    expect(screen.getByText(/\*{7}0101/)).toBeInTheDocument();
    expect(session.get('token')).toBeNull();

    jest.mocked(smsApi.loginIp).mockResolvedValue({ expiredMinutes: 1 });
    await userEvent.click(screen.getByTestId('sms-send-loginip'));
    expect(smsApi.loginIp).toHaveBeenCalledWith('tk-1');
    await waitFor(() => expect(screen.getByTestId('sms-send-loginip')).toHaveTextContent(/Resend in \d+s/));

    jest.mocked(authApi.loginVerification).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'verification.code.invalid', message: 'Invalid verification code' }));
    await userEvent.type(screen.getByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByTestId('two-factor-error')).toHaveTextContent('The verification code is not valid.');
    expect(store.getState().auth.status).not.toBe('in');

    jest.mocked(authApi.loginVerification).mockResolvedValueOnce(loginValue);
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(store.getState().auth.status).toBe('in'));
    expect(authApi.loginVerification).toHaveBeenLastCalledWith({ ticket: 'tk-1', verificationCode: '123456' });
    expect(session.get('token')).toBe('tok-2fa');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(screen.queryByTestId('two-factor-dialog')).toBeNull();
    act(() => task.cancel());
  });

  it('refuses an empty or malformed code before calling the gateway', async () => {
    const { task } = setup();
    await screen.findByTestId('two-factor-dialog');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(authApi.loginVerification).not.toHaveBeenCalled();
    expect(validateCode('12ab')).toEqual({ key: 'smsCode' });
    expect(validateCode(' 123456 ')).toBeUndefined();
    act(() => task.cancel());
  });

  it('ends the login with the reason when the gateway closed the challenge', async () => {
    const { store, task } = setup();
    await screen.findByTestId('two-factor-dialog');
    jest.mocked(authApi.loginVerification).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'login.verification.expired', message: 'expired' }));
    await userEvent.type(screen.getByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(screen.queryByTestId('two-factor-dialog')).toBeNull());
    expect(store.getState().auth).toMatchObject({ submitting: false, error: { i18nKey: 'errors.verificationExpired' } });
    act(() => task.cancel());
  });

  it('abandons the login when the dialog is closed', async () => {
    const { store, task } = setup();
    await screen.findByTestId('two-factor-dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('two-factor-dialog')).toBeNull());
    expect(store.getState().auth).toMatchObject({ submitting: false, error: null, status: expect.not.stringMatching(/^in$/) });
    expect(authApi.loginVerification).not.toHaveBeenCalled();
    act(() => task.cancel());
  });

  it('reads a challenge only from the gateway refusal that carries one', () => {
    expect(loginIpChallenge(challengeError())).toEqual({ verification: true, ticket: 'tk-1', mobile: '*******0101' });
    expect(loginIpChallenge(new ApiError({ kind: 'business', code: 'login.fail' }))).toBeNull();
    expect(loginIpChallenge(new ApiError({ kind: 'business', code: 'login.ip.unverified', value: null }))).toBeNull();
    expect(loginIpChallenge(new Error('x'))).toBeNull();
  });
});
