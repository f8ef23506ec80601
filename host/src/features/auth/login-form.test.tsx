import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@tessera/shared/router';
import { initI18n, registerValidationTranslations } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { appStarted } from '../../app/app-actions';
import { createHostStore } from '../../app/store';
import { registerHostTranslations } from '../../i18n';
import { smsApi } from '../../app/sms/sms-api';
import { authApi } from './auth-api';
import { LoginForm } from './login-form';

jest.mock('./auth-api');
jest.mock('../../app/sms/sms-api');
// Typing into the form on a busy machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
  await registerValidationTranslations();
});

beforeEach(() => {
  resetBus();
  jest.resetAllMocks();
  sessionStorage.clear();
});

function renderSmsLogin() {
  const { store, task } = createHostStore({ navigate: jest.fn() });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <LoginForm variant="modal" smsEnabled dialCodes={['63', '66']} />
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(appStarted());
  });
  return task;
}

describe('SMS login with the number as people type it (+63)', () => {
  it('sends 9171001001 as the one canonical form, for the code and for the login', async () => {
    jest.mocked(smsApi.noLogin).mockResolvedValue({ expiredMinutes: 1 });
    jest.mocked(authApi.login).mockRejectedValue(new Error('stop here'));
    const task = renderSmsLogin();
    await userEvent.click(screen.getByTestId('login-tab-sms'));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '917 100 1001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(smsApi.noLogin).toHaveBeenCalledWith('09171001001', '63', undefined));
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authApi.login).toHaveBeenCalledWith(expect.objectContaining({ username: '09171001001', password: '123456', type: 'sms' })));
    task.cancel();
  });

  it('says a number that is none for +63 is not a valid mobile number, and calls nothing', async () => {
    const task = renderSmsLogin();
    await userEvent.click(screen.getByTestId('login-tab-sms'));
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    await userEvent.type(mobile, '917100100');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/valid mobile number/i));
    expect(authApi.login).not.toHaveBeenCalled();
    task.cancel();
  });
});
