import { setLanguage } from '@tessera/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LEDGER_AT, ledgerOf, withLedger } from '../features/transaction-history/ledger-fixtures';
import MemberCentre from './member-centre';

jest.setTimeout(20_000);

jest.mock('../features/transaction-history/transaction-history-api');
jest.mock('../features/security-center/security-center-api');

const at = LEDGER_AT;
const LEDGER = ledgerOf(
  [
    { id: 31, time: at, kind: 'withdraw', accountTypeId: 0, amount: -50, ref: 'withdraw:7' },
    { id: 30, time: at - 1, kind: 'game-bet', accountTypeId: 0, amount: -1, ref: 'round:9' },
    { id: 29, time: at - 2, kind: 'transfer-out', accountTypeId: 0, amount: -20, ref: 'req-abc' },
  ],
  { credit: 0, debit: 71 },
);
withLedger(LEDGER, { username: 'demo01' });

it('gives money moves a receipt with their reference number, and prints it', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  render(<MemberCentre page="transactionHistory" onClose={() => undefined} />);
  const table = await screen.findByRole('table');
  // A bet has no receipt; the withdrawal and the transfer have.
  const buttons = await within(table).findAllByRole('button', { name: /^Receipt / });
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Receipt WDR-00000007', 'Receipt TRF-00000029']);
  fireEvent.click(buttons[0]!);
  const receipt = await screen.findByTestId('receipt');
  expect(within(receipt).getByTestId('receipt-ref')).toHaveTextContent('WDR-00000007');
  expect(within(receipt).getByTestId('receipt-amount')).toHaveTextContent('−P 50.00');
  expect(receipt).toHaveTextContent('demo01');
  fireEvent.click(within(receipt).getByRole('button', { name: 'Print / Save as PDF' }));
  expect(print).toHaveBeenCalledTimes(1);
  fireEvent.click(within(receipt).getByRole('button', { name: 'Close receipt' }));
  expect(screen.queryByTestId('receipt')).not.toBeInTheDocument();
  print.mockRestore();
});

it('shares the receipt through the system’s share sheet where the browser has one, in the player’s language', async () => {
  await setLanguage('vi');
  const share = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  try {
    render(<MemberCentre page="transactionHistory" onClose={() => undefined} />);
    const table = await screen.findByRole('table');
    fireEvent.click((await within(table).findAllByRole('button', { name: /^Biên nhận / }))[1]!);
    const receipt = await screen.findByTestId('receipt');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Chia sẻ' }));
    expect(share).toHaveBeenCalledWith({ title: 'Biên nhận', text: expect.stringContaining('Mã tham chiếu: TRF-00000029') });
  } finally {
    delete (navigator as { share?: unknown }).share;
  }
});
