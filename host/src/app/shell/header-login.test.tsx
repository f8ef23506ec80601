import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { initI18n, registerValidationTranslations } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { authApi } from '../../features/auth/auth-api';
import { LoginForm } from '../../features/auth/login-form';
import { registerHostTranslations } from '../../i18n';
import { createHostStore } from '../store';
import { HeaderLogin, PlainLoginForm } from './header-login';

jest.mock('../../features/auth/auth-api');
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

function inStore(ui: React.ReactElement) {
  const { store, task } = createHostStore({ navigate: jest.fn() });
  return { ...render(<Provider store={store}>{ui}</Provider>), task };
}

/** A form's markup without what differs by instance (generated ids) or by control kind (the value attribute). */
const shape = (form: Element) => form.outerHTML.replace(/ (id|for)="[^"]*"/g, '').replace(/ value="[^"]*"/g, '');

describe("the header's login box", () => {
  it('first renders exactly the login form\'s markup, so nothing shifts when the real form takes over', () => {
    for (const smsEnabled of [false, true]) {
      const plain = inStore(<PlainLoginForm smsEnabled={smsEnabled} onWanted={jest.fn()} carryTo={{ current: null }} />);
      const real = inStore(<LoginForm variant="header" smsEnabled={smsEnabled} dialCodes={['63']} />);
      expect(shape(plain.container.querySelector('form')!)).toBe(shape(real.container.querySelector('form')!));
      plain.unmount();
      real.unmount();
      plain.task.cancel();
      real.task.cancel();
    }
  });

  it('loads the form when reached for, keeps what was typed and the focus, and logs in', async () => {
    jest.mocked(authApi.login).mockRejectedValue(new Error('stop here'));
    const { container, task } = inStore(<HeaderLogin smsEnabled={false} dialCodes={['63']} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    // Typed before the form library is there: the plain input holds it.
    act(() => {
      username.focus();
      fireEvent.input(username, { target: { value: 'player01' } });
      (username as HTMLInputElement).setSelectionRange(8, 8);
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).not.toBe(username));
    const real = screen.getByRole('textbox', { name: 'Username' });
    expect(real).toHaveValue('player01');
    expect(real).toHaveFocus();
    expect((real as HTMLInputElement).selectionStart).toBe(8);
    await userEvent.type(screen.getByLabelText('Password'), 'Tessera2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authApi.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'player01', password: 'Tessera2026', type: 'username' })));
    expect(container.querySelectorAll('form')).toHaveLength(1);
    task.cancel();
  });

  it('replays a submit made before the form arrived: the form checks the fields', async () => {
    const { task } = inStore(<HeaderLogin smsEnabled dialCodes={['63']} />);
    act(() => screen.getByRole('button', { name: 'Log in' }).closest('form')!.requestSubmit());
    // The real form's own check: both fields are required.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true'));
    expect(authApi.login).not.toHaveBeenCalled();
    task.cancel();
  });

  it('replays a click on the SMS tab made before the form arrived', async () => {
    const { task } = inStore(<HeaderLogin smsEnabled dialCodes={['63']} />);
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    await waitFor(() => expect(screen.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
    task.cancel();
  });

  it('does not swap the form while a pointer is pressed on it: the click lands where it was pressed', async () => {
    const { task } = inStore(<HeaderLogin smsEnabled dialCodes={['63']} />);
    const plainTab = screen.getByTestId('login-tab-sms');
    fireEvent.pointerDown(plainTab);
    // The form has loaded meanwhile, yet the plain one stays under the pointer.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('login-tab-sms')).toBe(plainTab);
    fireEvent.pointerUp(plainTab);
    fireEvent.click(plainTab);
    await waitFor(() => expect(screen.getByTestId('login-tab-sms')).not.toBe(plainTab));
    expect(screen.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'true');
    task.cancel();
  });
});
