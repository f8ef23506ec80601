import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, initI18n, session } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { authApi } from '../../features/auth/auth-api';
import { resetShell } from '../testing/reset-shell';
import { startWithHeader } from '../testing/start-header';

jest.mock('../../features/auth/auth-api');
jest.mock('../../features/wallet/wallet-api');
jest.mock('../../features/nav/nav-api');
jest.mock('../../features/settings/settings-api');

const member = { id: 7, account: 'player01', nickname: 'Player One', type: 0, clubLabel: { labelName: 'VIP3', rankLevel: 3 } };

const setup = startWithHeader;

/**
 * The header's real form: the box first shows plain inputs and loads the form as the visitor reaches for it
 * (./header-login.tsx, whose own test covers typing before it arrives).
 */
async function reachHeaderForm(): Promise<void> {
  const plain = await screen.findByPlaceholderText('Username');
  // Reached for, then left: the real form takes its place.
  act(() => {
    plain.focus();
    plain.blur();
  });
  await waitFor(() => expect(screen.getByPlaceholderText('Username')).not.toBe(plain));
}

/** The header form's submit button (a phone's "Log in" opener beside it has the same name; CSS shows one of them). */
async function findSubmit(): Promise<HTMLElement> {
  const buttons = await screen.findAllByRole('button', { name: 'Log in' });
  const submit = buttons.find((b) => b.getAttribute('type') === 'submit');
  if (!submit) throw new Error('no submit button');
  return submit;
}

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

beforeEach(() => {
  resetShell({ balance: 12345.67 });
  jest.mocked(authApi.memberInfo).mockResolvedValue(member);
});

describe('header login', () => {
  it('asks for both fields before calling the gateway', async () => {
    const { task } = setup();
    await reachHeaderForm();
    await userEvent.click(await findSubmit());
    // Each field's error is tied to it and announced (docs/product.md#validation).
    const username = await screen.findByPlaceholderText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByPlaceholderText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(authApi.login).not.toHaveBeenCalled();
    task.cancel();
  });

  it('logs in, keeps the session keys, shows the balance and tells remotes over the bus', async () => {
    jest.mocked(authApi.login).mockResolvedValue({ token: 'tok-1' });
    const seen: unknown[] = [];
    const off = bus.on('session:changed', (e) => seen.push(e));
    const { task } = setup();
    await reachHeaderForm();
    await userEvent.type(await screen.findByPlaceholderText('Username'), '  player01 ');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'Tessera2026');
    await userEvent.click(await findSubmit());

    expect(await screen.findByTestId('header-account')).toHaveTextContent('Player One');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('P 12,345.67'));
    expect(authApi.login).toHaveBeenCalledWith({ username: 'player01', password: 'Tessera2026', captcha: undefined, type: 'username' });
    expect(session.token()).toBe('tok-1');
    expect(session.get('account')).toBe('player01');
    expect(session.get('isAgent')).toBe('0');
    expect(JSON.stringify(sessionStorage)).not.toContain('Tessera2026');
    // Boot without a token announces a visitor; the login then announces the member, once.
    expect(seen).toEqual([{ status: 'out' }, expect.objectContaining({ status: 'in', account: 'player01', username: 'player01', rankLevel: 3 })]);
    expect(bus.last('wallet:balance')).toMatchObject({ sumBalance: 12345.67, currencySymbol: 'P' });
    off();
    task.cancel();
  });

  it('shows a localised error and the captcha when the gateway asks for it', async () => {
    jest.mocked(authApi.login).mockRejectedValue(new ApiError({ kind: 'business', code: 'login.fail', value: { captcha: true } }));
    jest.mocked(authApi.captcha).mockResolvedValue('iVBORw0KGgo=');
    const { task } = setup();
    await reachHeaderForm();
    await userEvent.type(await screen.findByPlaceholderText('Username'), 'player01');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'wrong');
    await userEvent.click(await findSubmit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password.');
    expect(await screen.findByAltText('Verification code image: type the characters shown')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByPlaceholderText('Verification code')).toBeInTheDocument();
    expect(screen.queryByTestId('header-account')).toBeNull();
    task.cancel();
  });

  it('leaves no token behind when the login is accepted but the member cannot be read', async () => {
    jest.mocked(authApi.login).mockResolvedValue({ token: 'tok-2' });
    jest.mocked(authApi.memberInfo).mockRejectedValue(new ApiError({ kind: 'network' }));
    const seen: unknown[] = [];
    bus.on('session:changed', (e) => seen.push(e));
    const { task } = setup();
    await reachHeaderForm();
    await userEvent.type(await screen.findByPlaceholderText('Username'), 'player01');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'Tessera2026');
    await userEvent.click(await findSubmit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    expect(session.token()).toBeNull();
    expect(seen).not.toContainEqual(expect.objectContaining({ status: 'in' }));
    task.cancel();
  });
});

describe('phone header', () => {
  it('opens the login form in a sheet from the bar\'s Log in button', async () => {
    const { store, task } = setup();
    await userEvent.click(await screen.findByTestId('header-login-open'));
    expect(store.getState().auth.loginModalOpen).toBe(true);
    task.cancel();
  });

  it('has no form of its own in the bar below the wide header, and gets it when the page widens', async () => {
    let wide = false;
    const listeners = new Set<() => void>();
    const query = { get matches() { return wide; }, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
    // Live, as a browser's MediaQueryList is: the page keeps one per query.
    const matchMedia = jest.fn((q: string) => Object.assign(Object.create(query) as typeof query, { media: q }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const { task } = setup();
      await screen.findByTestId('header-login-open');
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 901px)');
      expect(screen.queryByPlaceholderText('Username')).toBeNull();
      wide = true;
      act(() => listeners.forEach((l) => l()));
      expect(await screen.findByPlaceholderText('Username')).toBeInTheDocument();
      task.cancel();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
