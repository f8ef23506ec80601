import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n, registerValidationTranslations } from '@tessera/shared';
import { authApi } from '../../features/auth/auth-api';
import { LoginForm } from '../../features/auth/login-form';
import { registerHostTranslations } from '../../i18n';
import { renderInHostStore as inStore } from '../testing/render-in-host-store';
import { HeaderLogin, PlainLoginForm } from './header-login';

jest.mock('../../features/auth/auth-api');

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
  await registerValidationTranslations();
});
beforeEach(() => jest.resetAllMocks());

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

  it('keeps the plain form while the visitor types in it, then hands what was typed to the real form on submit', async () => {
    jest.mocked(authApi.login).mockRejectedValue(new Error('stop here'));
    inStore(<HeaderLogin smsEnabled={false} dialCodes={['63']} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    const password = screen.getByLabelText('Password');
    act(() => {
      username.focus();
      fireEvent.input(username, { target: { value: 'player01' } });
      password.focus();
      fireEvent.input(password, { target: { value: 'Tessera2026' } });
    });
    // The form has loaded meanwhile, yet what the visitor is typing into stays.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(username);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authApi.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'player01', password: 'Tessera2026', type: 'username' })));
    const real = screen.getByRole('textbox', { name: 'Username' });
    expect(real).not.toBe(username);
    expect(real).toHaveValue('player01');
  });

  it('takes the real form when the visitor leaves the box, with what was typed, leaving the focus where it went', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    inStore(<HeaderLogin smsEnabled={false} dialCodes={['63']} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    act(() => {
      username.focus();
      fireEvent.input(username, { target: { value: 'player01' } });
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(username);
    act(() => outside.focus());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).not.toBe(username));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    expect(outside).toHaveFocus();
    outside.remove();
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

  it('does not swap the form while the pointer is over it', async () => {
    inStore(<HeaderLogin smsEnabled dialCodes={['63']} />);
    const plainTab = screen.getByTestId('login-tab-sms');
    const form = plainTab.closest('form')!;
    fireEvent.pointerEnter(form);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('login-tab-sms')).toBe(plainTab);
    fireEvent.pointerLeave(form);
    await waitFor(() => expect(screen.getByTestId('login-tab-sms')).not.toBe(plainTab));
    expect(screen.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'false');
  });
});
