import { ApiError, bus, initI18n, type SessionChanged } from '@tessera/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchConsolidatedFunds } from '../features/contract-flags/contract-flags-api';
import AgentCentre from './agent-centre';

jest.mock('../features/contract-flags/contract-flags-api', () => ({ fetchConsolidatedFunds: jest.fn() }));
const fetchFunds = jest.mocked(fetchConsolidatedFunds);

const BASE = [
  'Announcement',
  'Team Overview',
  'Register Account',
  'Team Management',
  'Team Betting',
  'User Loss',
  'My Income',
  'Account Details',
];

function signIn(extra: Partial<SessionChanged> = {}) {
  bus.emit('session:changed', { status: 'in', account: 'agent01', nickname: 'Boss', accountType: 1, ...extra });
}

function menuLabels() {
  const nav = within(screen.getByRole('navigation', { name: 'Agent centre pages' }));
  return within(nav.getByRole('list')).getAllByRole('button').map((b) => b.textContent);
}

/** A promise the test settles by hand, to look at the menu while the flags load. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchFunds.mockReset();
  fetchFunds.mockResolvedValue({});
  signIn();
});

it('is a labelled modal with the version marker, the base menu and team overview by default', async () => {
  render(<AgentCentre onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Agent Centre' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByTestId('remote-version')).toHaveTextContent('agent v0.0.0-test');
  expect(menuLabels()).toEqual(BASE);
  expect(screen.getByRole('button', { name: 'Team Overview' })).toHaveAttribute('aria-current', 'page');

  const rows = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    ['Agent account', 'agent01'],
    ['Nickname', 'Boss'],
    ['Account type', 'Agent (type 1)'],
  ]);
  await act(async () => undefined);
  expect(fetchFunds).toHaveBeenCalledTimes(1);
});

it('shows entries whose pages are not built yet as disabled, with the i18n tooltip', async () => {
  render(<AgentCentre onClose={() => undefined} />);
  const register = screen.getByRole('button', { name: 'Register Account' });
  expect(register).toBeDisabled();
  expect(register).toHaveAttribute('aria-disabled', 'true');
  expect(register).toHaveAttribute('title', 'This page is not available yet');
  const overview = screen.getByRole('button', { name: 'Team Overview' });
  expect(overview).toBeEnabled();
  expect(overview).not.toHaveAttribute('title');
  await act(async () => undefined);
});

it('shows the base items while loading, then only the flag-dependent items the flags switch on', async () => {
  const funds = deferred<Record<string, unknown>>();
  fetchFunds.mockReturnValue(funds.promise);
  render(<AgentCentre onClose={() => undefined} />);
  expect(menuLabels()).toEqual(BASE);

  await act(async () => funds.resolve({ divtypereq: '1', dailysalinfotype: 0, contracthoursalreq: '', realtimesalreqtype: true }));
  expect(menuLabels()).toEqual([...BASE, 'Bonus / Dividend', 'Real-time Salary']);
  expect(screen.getByRole('button', { name: 'Real-time Salary' })).toBeDisabled();
});

it('shows every flag-dependent item when all flags are on', async () => {
  fetchFunds.mockResolvedValue({ divtypeinfo: ['A'], contractmrdailysalinfotype: 'D', contracthoursalinfo: 1, realtimesalreqtype: '1' });
  render(<AgentCentre onClose={() => undefined} />);
  expect(await screen.findByRole('button', { name: 'Hourly Salary' })).toBeInTheDocument();
  expect(menuLabels()).toEqual([...BASE, 'Bonus / Dividend', 'Daily Wages', 'Hourly Salary', 'Real-time Salary']);
});

it('keeps the base items and shows a small notice with a retry when the flags fail', async () => {
  fetchFunds.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  render(<AgentCentre onClose={() => undefined} />);
  const notice = await screen.findByText(/Contract and salary pages could not be checked/);
  expect(menuLabels()).toEqual(BASE);
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  fetchFunds.mockResolvedValueOnce({ dailysalreqtype: '2' });
  await userEvent.click(within(notice).getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('button', { name: 'Daily Wages' })).toBeInTheDocument();
  expect(screen.queryByText(/could not be checked/)).not.toBeInTheDocument();
});

it('tells a non-agent account that it cannot use the agent centre, without a menu or api call', () => {
  signIn({ accountType: 0 });
  render(<AgentCentre onClose={() => undefined} />);
  expect(screen.getByText(/Non-agents cannot use the agent centre/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(fetchFunds).not.toHaveBeenCalled();
});

it('treats a trial account as a non-agent', () => {
  signIn({ accountType: 4 });
  render(<AgentCentre onClose={() => undefined} />);
  expect(screen.getByText(/Non-agents cannot use the agent centre/)).toBeInTheDocument();
});

it('asks a signed-out visitor to log in, and opens once an agent logs in', async () => {
  bus.emit('session:changed', { status: 'out' });
  const logins = jest.fn();
  const off = bus.on('ui:open-login', logins);
  render(<AgentCentre onClose={() => undefined} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(logins).toHaveBeenCalledWith({ reason: 'agent-centre' });

  await act(async () => signIn({ accountType: 42 }));
  expect(menuLabels()).toEqual(BASE);
  expect(fetchFunds).toHaveBeenCalledTimes(1);
  off();
});

it('shows team overview for a page this build does not have', async () => {
  render(<AgentCentre page="agentMyIncome" onClose={() => undefined} />);
  expect(screen.getByRole('heading', { name: 'Team Overview' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Team Overview' })).toHaveAttribute('aria-current', 'page');
  await act(async () => undefined);
});

it('calls onClose from the close button and from Escape', async () => {
  const onClose = jest.fn();
  render(<AgentCentre onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close agent centre' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});
