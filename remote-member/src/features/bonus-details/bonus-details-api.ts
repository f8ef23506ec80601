import { api, type MemberTransactionsRequest, type MemberTransactionsValue } from '@tessera/shared';
/** Bonus details (docs/product.md#member-centre): the bonus rows of the ledger (`ODSFE2_MemTransDet`, type bonus). */

export function fetchBonuses(req: Omit<MemberTransactionsRequest, 'type'>): Promise<MemberTransactionsValue> {
  return api.call('memberTransactions', { ...req, type: 'bonus' });
}
