/**
 * The member centre opened on a ledger, for the tests of its records pages (exposed/receipt.test.tsx,
 * exposed/transaction-history.test.tsx): the test file mocks transaction-history-api (jest hoists only its own mocks).
 */
import { bus, initI18n, setLanguage, type MemberTransaction, type MemberTransactionsValue } from '@tessera/shared';
import { fetchMerchantWallet, fetchTransactions } from './transaction-history-api';

/** When the ledger's rows were written (20 Nov 2026, 14:05 local). */
export const LEDGER_AT = new Date(2026, 10, 20, 14, 5).getTime();

/** One page holding every row, with the totals given. */
export function ledgerOf(list: MemberTransaction[], totals: MemberTransactionsValue['totals']): MemberTransactionsValue {
  return { list, pageNo: 1, totalCount: list.length, totalPages: 1, totals };
}

/** Before each test the ledger answers, the merchant has no wallets and a member is signed in; English after each. */
export function withLedger(ledger: MemberTransactionsValue, member: Record<string, unknown> = {}): void {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    jest.mocked(fetchTransactions).mockResolvedValue(ledger);
    jest.mocked(fetchMerchantWallet).mockResolvedValue({ wallets: [] } as never);
    bus.emit('session:changed', { status: 'in', account: 'demo01', nickname: 'Lucky', accountType: 0, rankLevel: 3, ...member });
  });
  afterEach(async () => {
    await setLanguage('en');
  });
}
