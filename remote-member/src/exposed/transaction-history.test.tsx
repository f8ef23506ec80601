import { setLanguage } from '@tessera/shared';
import { render, screen, within } from '@testing-library/react';
import { LEDGER_AT, ledgerOf, withLedger } from '../features/transaction-history/ledger-fixtures';
import MemberCentre from './member-centre';

jest.setTimeout(20_000);

jest.mock('../features/transaction-history/transaction-history-api');
jest.mock('../features/security-center/security-center-api');

const at = LEDGER_AT;
const LEDGER = ledgerOf(
  [
    { id: 3, time: at, kind: 'points-convert', accountTypeId: 0, amount: 12.5, ref: 'convert:r1' },
    { id: 2, time: at - 1, kind: 'some-new-kind', accountTypeId: 0, amount: -1, ref: '' },
    { id: 1, time: at - 2, kind: 'deposit', accountTypeId: 0, amount: 100, ref: '' },
  ],
  { credit: 112.5, debit: 1 },
);
withLedger(LEDGER);

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
