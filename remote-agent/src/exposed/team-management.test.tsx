import { ApiError, bus, initI18n, type DownlineMember, type TeamMembersValue } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchConsolidatedFunds } from '../centre/contract-flags/contract-flags-api';
import AgentCentre from './agent-centre';
import { fetchTeamMembers, sendTransfer } from '../features/team-management/team-management-api';

jest.mock('../centre/contract-flags/contract-flags-api', () => ({ fetchConsolidatedFunds: jest.fn() }));
jest.mock('../features/team-management/team-management-api', () => ({
  ...jest.requireActual('../features/team-management/team-management-api'),
  fetchTeamMembers: jest.fn(),
  sendTransfer: jest.fn(),
}));
const fetchMembers = jest.mocked(fetchTeamMembers);
const transfer = jest.mocked(sendTransfer);

const member = (id: number, username: string, extra: Partial<DownlineMember> = {}): DownlineMember => ({
  id,
  username,
  nickname: `Nick ${username}`,
  type: 0,
  regDate: Date.UTC(2026, 9, 1),
  lastLogin: null,
  balance: 100,
  teamSize: 0,
  ...extra,
});
const page = (list: DownlineMember[], extra: Partial<TeamMembersValue> = {}): TeamMembersValue => ({ list, total: list.length, page: 1, size: 10, path: [], ...extra });

// The first test also loads the page's chunk, slow on a busy machine.
jest.setTimeout(20_000);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  resetBus();
  jest.mocked(fetchConsolidatedFunds).mockResolvedValue({});
  fetchMembers.mockReset();
  transfer.mockReset();
  bus.emit('session:changed', { status: 'in', account: 'agent01', nickname: 'Boss', accountType: 1 });
});

async function openTeam() {
  render(<AgentCentre page="agentTeamManagement" onClose={() => undefined} />);
  // The first render also loads the page's chunk.
  return screen.findByTestId('team-table', {}, { timeout: 5000 });
}

it('lists the first level, drills into a sub-agent and back through the breadcrumb', async () => {
  fetchMembers.mockImplementation(async (q) =>
    q.parentId === 7
      ? page([member(8, 'deep01')], { path: [{ id: 7, username: 'sub01' }] })
      : page([member(7, 'sub01', { type: 1, teamSize: 3, balance: 1234.5 }), member(9, 'plain01')]),
  );
  const table = await openTeam();
  expect(fetchMembers).toHaveBeenLastCalledWith({ keyword: '', page: 1, size: 10 });
  const sub = within(table).getByRole('row', { name: /sub01/ });
  expect(sub).toHaveTextContent('Agent');
  expect(sub).toHaveTextContent('1,234.50');
  // Only a member with a team of its own can be drilled into.
  expect(within(within(table).getByRole('row', { name: /plain01/ })).queryByRole('button', { name: /View the team/ })).toBeNull();

  await userEvent.click(within(sub).getByRole('button', { name: 'View the team of sub01' }));
  expect(await screen.findByRole('rowheader', { name: /deep01/ })).toBeInTheDocument();
  expect(fetchMembers).toHaveBeenLastCalledWith({ parentId: 7, keyword: '', page: 1, size: 10 });
  const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
  expect(crumbs).toHaveTextContent('My team › sub01');

  await userEvent.click(within(crumbs).getByRole('button', { name: 'My team' }));
  expect(await screen.findByRole('rowheader', { name: /plain01/ })).toBeInTheDocument();
});

it('searches the whole team and pages through the results', async () => {
  fetchMembers.mockImplementation(async (q) =>
    page([member(20 + (q.page ?? 1), `found${q.page}`)], { total: 15, page: q.page ?? 1 }),
  );
  await openTeam();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' found ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('rowheader', { name: /found1/ })).toBeInTheDocument();
  expect(fetchMembers).toHaveBeenLastCalledWith({ keyword: 'found', page: 1, size: 10 });
  expect(screen.getByText('Page 1 of 2 (15 in all)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('rowheader', { name: /found2/ })).toBeInTheDocument();
  expect(fetchMembers).toHaveBeenLastCalledWith({ keyword: 'found', page: 2, size: 10 });
});

it('transfers to a downline, shows both balances, reloads the list and asks the host for the balance', async () => {
  fetchMembers.mockResolvedValueOnce(page([member(9, 'plain01')])).mockResolvedValueOnce(page([member(9, 'plain01', { balance: 250.25 })]));
  transfer.mockResolvedValue({ balance: 49_849.75, receiverBalance: 250.25 });
  const refreshes = jest.fn();
  bus.on('wallet:changed', refreshes);
  await openTeam();
  await userEvent.click(screen.getByRole('button', { name: 'Transfer to plain01' }));
  const form = screen.getByRole('form', { name: 'Transfer to plain01' });
  const submit = within(form).getByRole('button', { name: 'Transfer' });
  await userEvent.type(within(form).getByLabelText('Amount'), '1.234');
  expect(submit).toBeDisabled();
  await userEvent.clear(within(form).getByLabelText('Amount'));
  await userEvent.type(within(form).getByLabelText('Amount'), '150.25');
  await userEvent.click(submit);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Transferred P 150.25 to plain01. Your balance: P 49,849.75. Their balance: P 250.25.',
  );
  expect(transfer).toHaveBeenCalledWith({ toId: 9, username: 'plain01', balance: 100 }, 150.25, expect.stringMatching(/^[0-9a-f]{32}$/));
  expect(await screen.findByText('P 250.25')).toBeInTheDocument();
  expect(refreshes).toHaveBeenCalledTimes(1);
});

it('keeps the form open with the reason when a transfer is refused', async () => {
  fetchMembers.mockResolvedValue(page([member(9, 'plain01')]));
  transfer.mockRejectedValue(new ApiError({ kind: 'business', code: 'balance.insufficient', message: 'insufficient balance' }));
  await openTeam();
  await userEvent.click(screen.getByRole('button', { name: 'Transfer to plain01' }));
  const form = screen.getByRole('form', { name: 'Transfer to plain01' });
  await userEvent.type(within(form).getByLabelText('Amount'), '999999');
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Your balance is not enough.');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Transfer to plain01' })).toBeNull();
  await act(async () => undefined);
});

it('transfers to the upline from the team page, and a retry of the same form keeps its request id', async () => {
  fetchMembers.mockResolvedValue(page([member(9, 'plain01')], { upline: { id: 3, username: 'boss00' } }));
  transfer.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce({ balance: 900, receiverBalance: 5100 });
  const refreshes = jest.fn();
  bus.on('wallet:changed', refreshes);
  await openTeam();
  expect(screen.getByTestId('upline-transfer')).toHaveTextContent('Your upline: boss00');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
  const form = screen.getByRole('form', { name: 'Transfer to your upline boss00' });
  // The upline's balance is not the agent's to see.
  expect(within(form).queryByText(/Their balance/)).toBeNull();
  await userEvent.type(within(form).getByLabelText('Amount'), '100');
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Network link abnormal');
  expect(refreshes).not.toHaveBeenCalled();
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Transferred P 100.00 to your upline boss00. Your balance: P 900.00. Their balance: P 5,100.00.',
  );
  const [first, second] = transfer.mock.calls;
  expect(first).toEqual([{ toUpline: true, username: 'boss00' }, 100, expect.stringMatching(/^[0-9a-f]{32}$/)]);
  // The retry is the same request: the gateway moves the money at most once.
  expect(second).toEqual(first);
  expect(refreshes).toHaveBeenCalledTimes(1);

  // A new form is a new request.
  transfer.mockResolvedValueOnce({ balance: 800, receiverBalance: 5200 });
  await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
  const again = screen.getByRole('form', { name: 'Transfer to your upline boss00' });
  await userEvent.type(within(again).getByLabelText('Amount'), '100');
  await userEvent.click(within(again).getByRole('button', { name: 'Transfer' }));
  await screen.findByText(/Your balance: P 800\.00/);
  expect(transfer.mock.calls[2]![2]).not.toBe(first![2]);
});

it('keeps an unsent upline transfer over a reload in this tab, and forgets it once cancelled or sent', async () => {
  fetchMembers.mockResolvedValue(page([member(9, 'plain01')], { upline: { id: 3, username: 'boss00' } }));
  transfer.mockResolvedValueOnce({ balance: 925, receiverBalance: 5075 });
  // What this tab kept before the reload: the upline's form open with 75 typed.
  sessionStorage.setItem('unsent.uplineTransfer', JSON.stringify({ username: 'boss00', amount: '75' }));
  await openTeam();
  const form = await screen.findByRole('form', { name: 'Transfer to your upline boss00' });
  const amount = within(form).getByLabelText<HTMLInputElement>('Amount');
  expect(amount.value).toBe('75');
  await userEvent.type(amount, '.5');
  expect(JSON.parse(sessionStorage.getItem('unsent.uplineTransfer')!)).toEqual({ username: 'boss00', amount: '75.5' });
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(sessionStorage.getItem('unsent.uplineTransfer')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
  const fresh = screen.getByRole('form', { name: 'Transfer to your upline boss00' });
  expect(within(fresh).getByLabelText<HTMLInputElement>('Amount').value).toBe('');
  await userEvent.type(within(fresh).getByLabelText('Amount'), '75');
  await userEvent.click(within(fresh).getByRole('button', { name: 'Transfer' }));
  await screen.findByText(/Your balance: P 925\.00/);
  expect(sessionStorage.getItem('unsent.uplineTransfer')).toBeNull();
});

it('does not reopen a kept upline transfer under another upline', async () => {
  fetchMembers.mockResolvedValue(page([member(9, 'plain01')], { upline: { id: 4, username: 'other00' } }));
  sessionStorage.setItem('unsent.uplineTransfer', JSON.stringify({ username: 'boss00', amount: '75' }));
  await openTeam();
  await screen.findByTestId('upline-transfer');
  expect(screen.queryByRole('form', { name: /Transfer to your upline/ })).toBeNull();
});

it('offers no upline transfer at the top of the tree', async () => {
  fetchMembers.mockResolvedValue(page([member(9, 'plain01')], { upline: null }));
  await openTeam();
  expect(screen.queryByTestId('upline-transfer')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Transfer to upline' })).toBeNull();
});

it('shows an empty team and a failed load with a retry', async () => {
  fetchMembers.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce(page([]));
  render(<AgentCentre page="agentTeamManagement" onClose={() => undefined} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
});
