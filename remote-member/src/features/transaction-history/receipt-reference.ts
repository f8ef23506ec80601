import type { MemberTransaction } from '@tessera/shared';

/**
 * Receipts (docs/product/centres.md#receipts): which account records have one, and their reference numbers. A deposit, withdrawal
 * or upline transfer names its order in the record's `ref` (`deposit:<order id>`…): the reference is that order's,
 * the same on every record of it (a withdrawal and its refund), so support finds the order from it. A wallet
 * transfer's `ref` is the request id the app made up: its reference is the ledger record's own id.
 */
export const RECEIPT_KINDS = ['deposit', 'withdraw', 'withdraw-refund', 'transfer-in', 'transfer-out', 'upline-in', 'upline-out'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export function hasReceipt<R extends Pick<MemberTransaction, 'kind'>>(r: R): r is R & { kind: ReceiptKind } {
  return (RECEIPT_KINDS as readonly string[]).includes(r.kind);
}

const ORDER_PREFIX: Record<string, string> = { deposit: 'DEP', withdraw: 'WDR', upline: 'UPL' };

export function receiptReference(r: Pick<MemberTransaction, 'id' | 'ref'>): string {
  const order = /^(deposit|withdraw|upline):(\d+)$/.exec(r.ref);
  if (order) return `${ORDER_PREFIX[order[1]!]}-${order[2]!.padStart(8, '0')}`;
  return `TRF-${String(r.id).padStart(8, '0')}`;
}
