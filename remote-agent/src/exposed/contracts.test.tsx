import { ApiError, bus, initI18n, type AgentContract, type ContractsValue } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchConsolidatedFunds } from '../centre/contract-flags/contract-flags-api';
import { fetchAnnouncements } from '../features/announcement/announcement-api';
import { decideContract, fetchContracts, offerContract } from '../features/contracts/contracts-api';
import AgentCentre from './agent-centre';

jest.mock('../centre/contract-flags/contract-flags-api', () => ({ fetchConsolidatedFunds: jest.fn() }));
jest.mock('../features/announcement/announcement-api', () => ({ fetchAnnouncements: jest.fn() }));
jest.mock('../features/contracts/contracts-api', () => ({ fetchContracts: jest.fn(), offerContract: jest.fn(), decideContract: jest.fn() }));
const list = jest.mocked(fetchContracts);
const offer = jest.mocked(offerContract);
const decide = jest.mocked(decideContract);

const contract = (id: number, extra: Partial<AgentContract> = {}): AgentContract => ({
  id,
  kind: 'dividend',
  upline: 'agent01',
  member: 'agent01a1',
  memberId: 7,
  rate: 30,
  activeMembers: 3,
  validBet: 50_000,
  period: 'M',
  status: 'active',
  createdAt: Date.UTC(2026, 9, 1),
  decidedAt: Date.UTC(2026, 9, 2),
  current: { from: 0, to: 1, activeMembers: 4, validBet: 12_345.6, profit: -250 },
  ...extra,
});
const value = (extra: Partial<ContractsValue> = {}): ContractsValue => ({ mine: [], offered: [], downline: [], payouts: [], ...extra });

// The first test also loads the page's chunk, slow on a busy machine.
jest.setTimeout(20_000);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  resetBus();
  jest.mocked(fetchConsolidatedFunds).mockResolvedValue({ divtypereq: 'M', realtimesalreqtype: 'Y' });
  list.mockReset();
  offer.mockReset();
  decide.mockReset();
  bus.emit('session:changed', { status: 'in', account: 'agent01a1', nickname: 'North', accountType: 1 });
});

it('lets a downline accept an offered contract; the list then shows it running and the old one ended', async () => {
  list
    .mockResolvedValueOnce(value({ mine: [contract(2, { status: 'offered', rate: 25, period: 'W' }), contract(1)] }))
    .mockResolvedValueOnce(value({ mine: [contract(2, { status: 'active', rate: 25, period: 'W' }), contract(1, { status: 'terminated' })] }));
  decide.mockResolvedValue(contract(2, { status: 'active', rate: 25 }));
  render(<AgentCentre page="agentDividendRecord2" onClose={() => undefined} />);
  const table = await screen.findByRole('region', { name: 'Contracts offered to me' }, { timeout: 5000 });
  const offered = within(table).getAllByRole('row')[1]!;
  expect(offered).toHaveTextContent('agent01');
  expect(offered).toHaveTextContent('25%');
  expect(offered).toHaveTextContent('Weekly');
  expect(offered).toHaveTextContent('Waiting for answer');
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('12,345.60');
  await userEvent.click(within(offered).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The contract with agent01a1 is running.');
  expect(decide).toHaveBeenCalledWith('dividend', 'accept', 2);
  expect(await within(table).findByText('Ended')).toBeInTheDocument();
});

it('warns when an offer is below the running rate, and sends it only when confirmed', async () => {
  list.mockResolvedValue(value({ downline: [{ id: 7, username: 'agent01a1x' }], offered: [contract(1, { member: 'agent01a1x' })] }));
  offer
    .mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'contract.rate.lower', value: { currentRate: 30 } }))
    .mockResolvedValueOnce(contract(3, { status: 'offered', rate: 20, member: 'agent01a1x' }));
  render(<AgentCentre page="agentDividendRecord2" onClose={() => undefined} />);
  const form = await screen.findByRole('form', { name: 'Offer a contract' }, { timeout: 5000 });
  await userEvent.type(within(form).getByLabelText('Rate (%)'), '20');
  await userEvent.click(within(form).getByRole('button', { name: 'Offer' }));
  const warning = await screen.findByRole('alertdialog');
  expect(warning).toHaveTextContent('20% is lower than the 30% this agent has now. Offer it anyway?');
  expect(offer).toHaveBeenLastCalledWith('dividend', { memberId: 7, rate: 20, activeMembers: 0, validBet: 0, period: 'M' });
  await userEvent.click(within(warning).getByRole('button', { name: 'Offer anyway' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Offered 20% to agent01a1x.');
  expect(offer).toHaveBeenLastCalledWith('dividend', { memberId: 7, rate: 20, activeMembers: 0, validBet: 0, period: 'M', confirmLower: true });
});

it('shows real-time salary payouts, and an empty state for contracts', async () => {
  list.mockResolvedValue(value({ payouts: [{ id: 1, from: Date.UTC(2026, 10, 23, 10), to: Date.UTC(2026, 10, 23, 10, 5), validBet: 900, amount: 4.5, at: 0 }] }));
  render(<AgentCentre page="agentRealtimeSalary" onClose={() => undefined} />);
  const payouts = await screen.findByTestId('payouts-table', {}, { timeout: 5000 });
  // With the merchant's currency, as every amount of the centres.
  expect(payouts).toHaveTextContent('P 900.00');
  expect(payouts).toHaveTextContent('P 4.50');
  expect(screen.getByText('Your upline has not offered you a contract of this kind.')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith('realTimeSalary');
});

it('loads the payouts afresh each time the salary page opens', async () => {
  const payout = (id: number, amount: number) => ({ id, from: Date.UTC(2026, 10, 24, 13, id * 5), to: Date.UTC(2026, 10, 24, 13, id * 5 + 5), validBet: amount * 200, amount, at: Date.UTC(2026, 10, 24, 13, id * 5 + 5) });
  list.mockResolvedValueOnce(value({ payouts: [payout(1, 2.05)] })).mockResolvedValueOnce(value({ payouts: [payout(2, 0.25), payout(1, 2.05)] }));
  jest.mocked(fetchConsolidatedFunds).mockResolvedValue({ realtimesalreqtype: 'Y' });
  jest.mocked(fetchAnnouncements).mockResolvedValue([]);
  render(<AgentCentre page="agentRealtimeSalary" onClose={() => undefined} />);
  expect(await screen.findByTestId('payouts-table', {}, { timeout: 5000 })).toHaveTextContent('2.05');
  await userEvent.click(await screen.findByRole('button', { name: 'Announcement' }));
  // The menu switches pages in a transition: the salary page leaves once the announcements have loaded.
  expect(await screen.findByRole('heading', { name: 'Announcement' }, { timeout: 5000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Real-time Salary' }));
  await screen.findByText('P 0.25', {}, { timeout: 5000 });
  expect(list).toHaveBeenCalledTimes(2);
});
