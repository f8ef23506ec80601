import { api, type MemberTransactionsRequest, type MemberTransactionsValue, type MerchantWallet } from '@tessera/shared';
/** Account records (docs/product.md#member-centre): the ledger through `ODSFE2_MemTransDet`, and wallet names. */

export function fetchTransactions(req: MemberTransactionsRequest): Promise<MemberTransactionsValue> {
  return api.call('memberTransactions', req);
}

export function fetchMerchantWallet(): Promise<MerchantWallet> {
  return api.call('merchantWallet');
}
