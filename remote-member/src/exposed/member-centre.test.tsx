import { ApiError, bus, initI18n, type MemberInfo, type MemberPage, type MemberProfile, type WalletBalance } from '@tessera/shared';
import { StrictMode, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changePassword, fetchMemberInfo, fetchProfile, saveProfile } from '../features/security-center/security-center-api';
import { fetchBalance, fetchMerchantWallet, transfer } from '../features/transfer-fund/transfer-fund-api';
import MemberCentre from './member-centre';

// Typing through userEvent is slow on a loaded CI machine; the default 5 s is too tight for whole forms.
jest.setTimeout(20_000);

jest.mock('../features/security-center/security-center-api', () => ({
  ...jest.requireActual('../features/security-center/security-center-api'),
  fetchMemberInfo: jest.fn(),
  fetchProfile: jest.fn(),
  saveProfile: jest.fn(),
  changePassword: jest.fn(),
}));
jest.mock('../features/transfer-fund/transfer-fund-api', () => ({
  ...jest.requireActual('../features/transfer-fund/transfer-fund-api'),
  fetchMerchantWallet: jest.fn(),
  fetchBalance: jest.fn(),
  transfer: jest.fn(),
}));
const fetchInfo = jest.mocked(fetchMemberInfo);
const PROFILE: MemberProfile = {
  nickname: 'Lucky',
  telegram: '',
  zalo: '',
  birthday: '',
  address: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
  security: { passwordSet: true, mobileBound: true, profileComplete: false, lastLogin: null },
};

const INFO: MemberInfo = {
  id: 7,
  account: 'demo01',
  nickname: 'Lucky',
  type: 0,
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  regDate: new Date(2024, 2, 5, 12).getTime(),
  mobile: '0917****321',
};

function signIn(extra: Partial<{ account: string; nickname: string; accountType: number; rankLevel: number }> = {}) {
  bus.emit('session:changed', { status: 'in', account: 'demo01', nickname: 'Lucky', accountType: 0, rankLevel: 3, ...extra });
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchInfo.mockReset();
  fetchInfo.mockResolvedValue(INFO);
  jest.mocked(fetchProfile).mockReset().mockResolvedValue(PROFILE);
  signIn();
});

// Runs first: the bus keeps sticky values for the whole file, and no balance has been emitted yet.
it('shows a busy placeholder until the host emits a balance, then the balance (emitted after mount)', async () => {
  render(<MemberCentre onClose={() => undefined} />);
  // The page is a chunk of its own: it shows once loaded.
  const balance = await screen.findByTestId('mc-balance');
  expect(balance).toHaveTextContent('—');
  expect(balance).toHaveAttribute('aria-busy', 'true');

  act(() => bus.emit('wallet:balance', { sumBalance: 1234.5, currencySymbol: 'P', at: 1 }));
  expect(balance).toHaveTextContent('P 1,234.50');
  expect(balance).toHaveAttribute('aria-busy', 'false');
  await screen.findByText('Gold');
});

it('is a labelled modal dialog with the version marker and only built pages in the menu', async () => {
  render(<MemberCentre onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Member Centre' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByTestId('remote-version')).toHaveAttribute('data-version', 'member v0.0.0-test');
  const menu = within(screen.getByRole('navigation', { name: 'Member centre pages' }));
  expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'My account',
    'My wallet',
    'Deposit',
    'Withdraw',
    'Transfer to upline',
    'Betting record',
    'Account record',
    'Personal profit and loss',
    'Bonus details',
    'Reward centre',
    'Invite friends',
    'Mission activity',
    'Platform information',
  ]);
  expect(menu.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await screen.findByText('Gold');
});

it('shows the session account and the balance already on the bus, and updates when the session changes', async () => {
  bus.emit('wallet:balance', { sumBalance: 99, currencySymbol: '₱', at: 2 });
  render(<MemberCentre onClose={() => undefined} />);
  expect(await screen.findByTestId('mc-account')).toHaveTextContent('demo01');
  expect(screen.getByText('VIP level 3')).toBeInTheDocument();
  expect(screen.getByTestId('mc-balance')).toHaveTextContent('₱ 99.00');
  await screen.findByText('Gold');

  fetchInfo.mockResolvedValue({ ...INFO, account: 'other02', nickname: 'Other' });
  act(() => signIn({ account: 'other02', nickname: 'Other' }));
  expect(screen.getByTestId('mc-account')).toHaveTextContent('other02');
  // Another account: its details are loaded again.
  await waitFor(() => expect(fetchInfo).toHaveBeenCalledTimes(2));
  expect(await screen.findAllByText('other02')).toHaveLength(2);
});

it('shows member details loaded through the api module', async () => {
  let answer!: (info: MemberInfo) => void;
  fetchInfo.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  render(<MemberCentre onClose={() => undefined} />);
  expect(await screen.findByText('Loading member details…')).toBeInTheDocument();
  act(() => answer(INFO));
  await screen.findByText('Gold');
  const rows = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    ['Account', 'demo01'],
    ['Nickname', 'Lucky'],
    ['VIP label', 'Gold'],
    ['Registered on', '2024-03-05'],
    ['Mobile number', '0917****321'],
  ]);
  expect(fetchInfo).toHaveBeenCalledTimes(1);
});

it('shows the error with a retry that loads again', async () => {
  fetchInfo.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  render(<MemberCentre onClose={() => undefined} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Network link abnormal, please try again.');

  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchInfo).toHaveBeenCalledTimes(2);
});

it('refresh balance emits wallet:changed and shows the placeholder until the host answers', async () => {
  bus.emit('wallet:balance', { sumBalance: 10, currencySymbol: 'P', at: 3 });
  const refreshes = jest.fn();
  const off = bus.on('wallet:changed', refreshes);
  render(<MemberCentre onClose={() => undefined} />);
  await screen.findByText('Gold');

  const button = screen.getByRole('button', { name: 'Refresh balance' });
  await userEvent.click(button);
  expect(refreshes).toHaveBeenCalledWith({ reason: 'asked' });
  expect(screen.getByTestId('mc-balance')).toHaveTextContent('—');
  expect(button).toBeDisabled();

  act(() => bus.emit('wallet:balance', { sumBalance: 25, currencySymbol: 'P', at: 4 }));
  await waitFor(() => expect(screen.getByTestId('mc-balance')).toHaveTextContent('P 25.00'));
  expect(button).toBeEnabled();
  off();
});

it('asks a signed-out visitor to log in and does not call the api', async () => {
  bus.emit('session:changed', { status: 'out' });
  const logins = jest.fn();
  const off = bus.on('ui:open-login', logins);
  render(<MemberCentre onClose={() => undefined} />);
  expect(screen.getByText(/Please log in to use the member centre/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(logins).toHaveBeenCalledWith({ reason: 'member-centre' });
  expect(fetchInfo).not.toHaveBeenCalled();

  // Logging in while the panel is open shows the page.
  act(() => signIn());
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  off();
});

it('tells a trial account to register first', () => {
  signIn({ accountType: 4 });
  render(<MemberCentre onClose={() => undefined} />);
  expect(screen.getByText(/Please register an account first/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  expect(fetchInfo).not.toHaveBeenCalled();
});

it('falls back to my account for a page this build does not have', async () => {
  // every page of MEMBER_PAGES is built; a page from a newer host is not
  render(<MemberCentre page={'missionCalendar' as MemberPage} onClose={() => undefined} />);
  expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  await screen.findByText('Gold');
});

it('reports only pages the host did not ask for, so a host that keeps the page in its URL settles (a reload on ?mc=withdraw)', async () => {
  // A host like the real one: the reported page becomes the page it passes back.
  const reported: MemberPage[] = [];
  function Host({ initial }: { initial: MemberPage }) {
    const [page, setPage] = useState<MemberPage>(initial);
    return (
      <MemberCentre
        page={page}
        onClose={() => undefined}
        onPageChange={(p) => {
          reported.push(p);
          setPage(p);
        }}
      />
    );
  }
  // The remote's store outlives a closed centre: it still says "my account" when the next one opens elsewhere.
  const first = render(<Host initial="securityCenter" />);
  await screen.findByText('Gold');
  first.unmount();
  render(<Host initial="withdraw" />);
  const menu = within(await screen.findByRole('navigation'));
  await waitFor(() => expect(menu.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page'));
  expect(reported).toEqual([]);
  // A page picked in the menu is reported once, after the paint that shows it.
  await userEvent.click(menu.getByRole('button', { name: 'Account record' }));
  await waitFor(() => expect(menu.getByRole('button', { name: 'Account record' })).toHaveAttribute('aria-current', 'page'));
  await waitFor(() => expect(reported).toEqual(['transactionHistory']));
  await screen.findByRole('heading', { name: 'Account record' });
  expect(reported).toEqual(['transactionHistory']);
});

it('calls onClose from the close button and from Escape', async () => {
  const onClose = jest.fn();
  render(<MemberCentre onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close member centre' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
  await screen.findByText('Gold');
});

it('works under StrictMode (mount, unmount, mount): the saga restarts and the details load', async () => {
  render(
    <StrictMode>
      <MemberCentre onClose={() => undefined} />
    </StrictMode>,
  );
  expect(await screen.findByText('Gold')).toBeInTheDocument();
});

it('saves changed profile fields only, checking them first, and shows the security status', async () => {
  jest.mocked(saveProfile).mockResolvedValue({ ...PROFILE, nickname: 'Lucky Star', telegram: '@lucky_star' });
  render(<MemberCentre onClose={() => undefined} />);
  expect(await screen.findByText('Security level:', { exact: false })).toHaveTextContent('Medium');
  const zalo = screen.getByLabelText('Zalo');
  await userEvent.type(zalo, '12ab');
  await userEvent.tab();
  expect(screen.getByText('9 to 12 digits.')).toBeInTheDocument();
  await userEvent.clear(zalo);
  await userEvent.clear(screen.getByLabelText('Nickname'));
  await userEvent.type(screen.getByLabelText('Nickname'), 'Lucky Star');
  await userEvent.type(screen.getByLabelText('Telegram'), '@lucky_star');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  expect(saveProfile).toHaveBeenCalledWith({ nickname: 'Lucky Star', telegram: '@lucky_star' });
});

it('changes the password, showing the gateway\'s refusal in words and clearing the fields on success', async () => {
  jest.mocked(changePassword).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'password.old.wrong', message: 'wrong' })).mockResolvedValueOnce(null);
  render(<MemberCentre onClose={() => undefined} />);
  const oldPw = await screen.findByLabelText('Current password');
  await userEvent.type(oldPw, 'Tessera2026');
  await userEvent.type(screen.getByLabelText('New password'), 'Fresh2027');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh2028');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByText('The confirmation does not match.')).toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();
  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh2027');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
  expect(changePassword).toHaveBeenLastCalledWith({ oldPassword: 'Tessera2026', newPassword: 'Fresh2027', confirmNewPassword: 'Fresh2027' });
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
});

describe('my wallet', () => {
  const BAL = (main: number, jili: number): WalletBalance => ({
    sumBalance: main + jili,
    currency: 'PHP',
    currencySymbol: 'P',
    balance: [
      { accountTypeId: 2, availBalance: main },
      { accountTypeId: 101, availBalance: jili },
    ],
  });
  beforeEach(() => {
    jest.mocked(fetchMerchantWallet).mockResolvedValue({
      isSingle: false,
      wallets: [
        { accountTypeId: 2, name: 'Main wallet' },
        { accountTypeId: 101, name: 'JILI', icon: '/cdn/jl.png' },
        { accountTypeId: 102, name: 'PG Soft', icon: '/cdn/pg.png' },
      ],
    });
    jest.mocked(fetchBalance).mockResolvedValue(BAL(100, 0));
  });

  it('transfers into a game wallet, refuses more than available, and asks the host for the new balance', async () => {
    jest.mocked(transfer).mockResolvedValue({ requestId: 'r', moved: 40, balance: BAL(60, 40) });
    const refreshes = jest.fn();
    const off = bus.on('wallet:changed', refreshes);
    render(<MemberCentre page="transferFund" onClose={() => undefined} />);
    expect(await screen.findByTestId('tf-total')).toHaveTextContent('P 100.00');
    await userEvent.type(screen.getByTestId('tf-amount'), '150');
    await userEvent.click(screen.getByTestId('tf-submit'));
    expect(screen.getByText('More than the P 100.00 available.')).toBeInTheDocument();
    expect(transfer).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('tf-amount'));
    await userEvent.type(screen.getByTestId('tf-amount'), '40');
    await userEvent.click(screen.getByTestId('tf-submit'));
    expect(await screen.findByText('Moved P 40.00.')).toBeInTheDocument();
    expect(transfer).toHaveBeenCalledWith({ requestId: expect.stringMatching(/^[a-z0-9]{32}$/i), fromAccountTypeId: 2, toAccountTypeId: 101, amount: 40 });
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('tf-main')).toHaveTextContent('P 60.00');
    off();
  });

  it('shows one wallet and no transfer form on a single-wallet merchant', async () => {
    jest.mocked(fetchMerchantWallet).mockResolvedValue({ isSingle: true, wallets: [{ accountTypeId: 2, name: 'Main wallet' }] });
    render(<MemberCentre page="transferFund" onClose={() => undefined} />);
    expect(await screen.findByTestId('tf-single')).toBeInTheDocument();
    expect(screen.queryByTestId('tf-submit')).not.toBeInTheDocument();
  });
});
