/**
 * Receipts (docs/product/centres.md#receipts): which account records have one, and their reference numbers, in the
 * member's account record and the agent's account details alike. A deposit, withdrawal, upline transfer or agent
 * transfer names its order in the record's `ref` (`deposit:<order id>`…): the reference is that order's, the same
 * on every record of it (a withdrawal and its refund, an agent transfer's sender and receiver), so support finds the
 * order from it. A wallet transfer's `ref` is the request id the app made up: its reference is the record's own id.
 */
export const RECEIPT_KINDS = ['deposit', 'withdraw', 'withdraw-refund', 'transfer-in', 'transfer-out', 'upline-in', 'upline-out'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export function hasReceipt<R extends { kind: string }>(r: R): r is R & { kind: ReceiptKind } {
  return (RECEIPT_KINDS as readonly string[]).includes(r.kind);
}

/** An agent transfer's `transfer:<id>` is the sender's record's own id: `TRF-` as a wallet transfer's. */
const ORDER_PREFIX: Record<string, string> = { deposit: 'DEP', withdraw: 'WDR', upline: 'UPL', transfer: 'TRF' };

/** The reference of the order a `ref` names (`deposit:42` → `DEP-00000042`); null for any other ref (a request id). */
export function orderReference(ref: string | undefined): string | null {
  const order = /^(deposit|withdraw|upline|transfer):(\d+)$/.exec(ref ?? '');
  return order ? `${ORDER_PREFIX[order[1]!]}-${order[2]!.padStart(8, '0')}` : null;
}

export function receiptReference(r: { id: number; ref?: string }): string {
  return orderReference(r.ref) ?? `TRF-${String(r.id).padStart(8, '0')}`;
}
