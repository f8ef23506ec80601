import { bus, initI18n, setLanguage, type DownlineMember, type LedgerEntry } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchConsolidatedFunds } from '../centre/contract-flags/contract-flags-api';
import { fetchTeamLedger } from '../features/account-details/account-details-api';
import { fetchTeamMembers, sendTransfer } from '../features/team-management/team-management-api';
import AgentCentre from './agent-centre';

jest.mock('../centre/contract-flags/contract-flags-api', () => ({ fetchConsolidatedFunds: jest.fn() }));
jest.mock('../features/account-details/account-details-api', () => ({ fetchTeamLedger: jest.fn() }));
jest.mock('../features/team-management/team-management-api', () => ({
  ...jest.requireActual('../features/team-management/team-management-api'),
  fetchTeamMembers: jest.fn(),
  sendTransfer: jest.fn(),
}));
const transfer = jest.mocked(sendTransfer);
const ledger = jest.mocked(fetchTeamLedger);

// The first test also loads the page's chunk, slow on a busy machine.
jest.setTimeout(20_000);

const AT = Date.UTC(2026, 10, 20, 4, 5, 6);
const plain: DownlineMember = { id: 9, username: 'plain01', nickname: 'Plain', type: 0, regDate: AT, lastLogin: null, balance: 100, teamSize: 0 };
const entry = (id: number, username: string, kind: string, amount: number, ref?: string): LedgerEntry => ({ id, username, kind, amount, at: AT - id, ...(ref !== undefined && { ref }) });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  await setLanguage('en');
  resetBus();
  jest.mocked(fetchConsolidatedFunds).mockResolvedValue({});
  jest.mocked(fetchTeamMembers).mockResolvedValue({ list: [plain], total: 1, page: 1, size: 10, path: [] });
  transfer.mockReset();
  ledger.mockReset();
  bus.emit('session:changed', { status: 'in', account: 'agent01', username: 'agent01', nickname: 'Boss', accountType: 1 });
});

async function sendTo(username: string, amount: string) {
  render(<AgentCentre page="agentTeamManagement" onClose={() => undefined} />);
  await screen.findByTestId('team-table', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: `Transfer to ${username}` }));
  const form = screen.getByRole('form', { name: `Transfer to ${username}` });
  await userEvent.type(within(form).getByLabelText('Amount'), amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
  await screen.findByRole('status');
}

it('names a transfer’s reference number after it, with a receipt that prints', async () => {
  transfer.mockResolvedValue({ balance: 49_849.75, receiverBalance: 250.25, ref: 'transfer:4321', at: AT });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await sendTo('plain01', '150.25');
  expect(screen.getByTestId('transfer-ref')).toHaveTextContent('TRF-00004321');
  await userEvent.click(screen.getByRole('button', { name: 'Receipt TRF-00004321' }));
  const receipt = await screen.findByTestId('receipt');
  expect(within(receipt).getByTestId('receipt-ref')).toHaveTextContent('TRF-00004321');
  expect(within(receipt).getByTestId('receipt-amount')).toHaveTextContent('−P 150.25');
  const lines = [...receipt.querySelectorAll('dl > div')].map((d) => d.textContent);
  expect(lines).toEqual(['TypeTransfer out', 'Amount−P 150.25', 'Recipientplain01', expect.stringMatching(/^Date and time.*2026/), 'Accountagent01']);
  await userEvent.click(within(receipt).getByRole('button', { name: 'Print / Save as PDF' }));
  expect(print).toHaveBeenCalledTimes(1);
  await userEvent.click(within(receipt).getByRole('button', { name: 'Close receipt' }));
  expect(screen.queryByTestId('receipt')).toBeNull();
  print.mockRestore();
});

it('shows no reference when the gateway answers none', async () => {
  transfer.mockResolvedValue({ balance: 900, receiverBalance: 200 });
  await sendTo('plain01', '100');
  expect(screen.getByRole('status')).toHaveTextContent('Transferred P 100.00 to plain01.');
  expect(screen.queryByTestId('transfer-ref')).toBeNull();
});

it('gives the account details’ money moves a receipt with the transfer’s one reference, in the reader’s language', async () => {
  ledger.mockResolvedValue({
    list: [
      entry(31, 'agent01', 'transfer-out', -150.25, 'transfer:31'),
      entry(32, 'plain01', 'transfer-in', 150.25, 'transfer:31'),
      entry(33, 'plain01', 'withdraw', -20, 'withdraw:7'),
      entry(34, 'plain01', 'salary', 5, 'salary:1'),
    ],
    total: 4,
    page: 1,
    size: 15,
  });
  await setLanguage('vi');
  render(<AgentCentre page="agentAccountDetails" onClose={() => undefined} />);
  const table = await screen.findByTestId('details-table', {}, { timeout: 5000 });
  // A salary has no receipt; both rows of the transfer name its one order, the withdrawal its own.
  const buttons = within(table).getAllByRole('button', { name: /^Biên nhận / });
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Biên nhận TRF-00000031', 'Biên nhận TRF-00000031', 'Biên nhận WDR-00000007']);
  // The ledger's withdraw is the page's withdrawal, not "other".
  expect(buttons[2]!.closest('tr')).toHaveTextContent('Rút tiền');
  await userEvent.click(buttons[1]!);
  const receipt = await screen.findByTestId('receipt');
  expect(within(receipt).getByTestId('receipt-ref')).toHaveTextContent('TRF-00000031');
  expect(receipt).toHaveTextContent('Chuyển vào');
  expect(receipt).toHaveTextContent('plain01');
});
