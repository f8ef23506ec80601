import { bus, initI18n, setLanguage, type MemberTransactionsValue } from '@tessera/shared';
import { configure, render, screen, within } from '@testing-library/react';
import { fetchMerchantWallet, fetchTransactions } from '../features/transaction-history/transaction-history-api';
import MemberCentre from './member-centre';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

jest.mock('../features/transaction-history/transaction-history-api');
jest.mock('../features/security-center/security-center-api');

const at = new Date(2026, 10, 20, 14, 5).getTime();
const LEDGER: MemberTransactionsValue = {
  list: [
    { id: 3, time: at, kind: 'points-convert', accountTypeId: 0, amount: 12.5, ref: 'convert:r1' },
    { id: 2, time: at - 1, kind: 'some-new-kind', accountTypeId: 0, amount: -1, ref: '' },
    { id: 1, time: at - 2, kind: 'deposit', accountTypeId: 0, amount: 100, ref: '' },
  ],
  pageNo: 1,
  totalCount: 3,
  totalPages: 1,
  totals: { credit: 112.5, debit: 1 },
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.mocked(fetchTransactions).mockResolvedValue(LEDGER);
  jest.mocked(fetchMerchantWallet).mockResolvedValue({ wallets: [] } as never);
  bus.emit('session:changed', { status: 'in', account: 'demo01', nickname: 'Lucky', accountType: 0, rankLevel: 3 });
});
afterEach(async () => {
  await setLanguage('en');
});

it('names every ledger kind in words, the points conversion too, never the raw key', async () => {
  render(<MemberCentre page="transactionHistory" onClose={() => undefined} />);
  const table = await screen.findByRole('table');
  await within(table).findByText('Points converted');
  expect(within(table).getByText('Other')).toBeInTheDocument();
  expect(within(table).getByText('Deposit')).toBeInTheDocument();
  expect(table).not.toHaveTextContent('points-convert');
  expect(table).not.toHaveTextContent('some-new-kind');
});

it('in Thai too', async () => {
  await setLanguage('th');
  render(<MemberCentre page="transactionHistory" onClose={() => undefined} />);
  const table = await screen.findByRole('table');
  await within(table).findByText('แลกคะแนน');
  expect(table).not.toHaveTextContent('points-convert');
});
