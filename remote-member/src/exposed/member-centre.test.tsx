import { ApiError, bus, initI18n, type MemberInfo } from '@tessera/shared';
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMemberInfo } from '../features/security-center/security-center-api';
import MemberCentre from './member-centre';

jest.mock('../features/security-center/security-center-api', () => ({
  ...jest.requireActual('../features/security-center/security-center-api'),
  fetchMemberInfo: jest.fn(),
}));
const fetchInfo = jest.mocked(fetchMemberInfo);

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
  signIn();
});

// Runs first: the bus keeps sticky values for the whole file, and no balance has been emitted yet.
it('shows a busy placeholder until the host emits a balance, then the balance (emitted after mount)', async () => {
  render(<MemberCentre onClose={() => undefined} />);
  const balance = screen.getByTestId('mc-balance');
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
  expect(screen.getByTestId('remote-version')).toHaveTextContent('member v0.0.0-test');
  const menu = within(screen.getByRole('navigation', { name: 'Member centre pages' }));
  expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual(['My account']);
  expect(menu.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await screen.findByText('Gold');
});

it('shows the session account and the balance already on the bus, and updates when the session changes', async () => {
  bus.emit('wallet:balance', { sumBalance: 99, currencySymbol: '₱', at: 2 });
  render(<MemberCentre onClose={() => undefined} />);
  expect(screen.getByTestId('mc-account')).toHaveTextContent('demo01');
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
  render(<MemberCentre onClose={() => undefined} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading member details…');
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

it('refresh balance emits wallet:refresh and shows the placeholder until the host answers', async () => {
  bus.emit('wallet:balance', { sumBalance: 10, currencySymbol: 'P', at: 3 });
  const refreshes = jest.fn();
  const off = bus.on('wallet:refresh', refreshes);
  render(<MemberCentre onClose={() => undefined} />);
  await screen.findByText('Gold');

  const button = screen.getByRole('button', { name: 'Refresh balance' });
  await userEvent.click(button);
  expect(refreshes).toHaveBeenCalledWith({});
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
  render(<MemberCentre page="withdraw" onClose={() => undefined} />);
  expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
  await screen.findByText('Gold');
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
