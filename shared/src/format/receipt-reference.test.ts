import { hasReceipt, orderReference, receiptReference } from './receipt-reference';

describe('receipt reference numbers', () => {
  it('name the order a deposit, a withdrawal or an upline transfer belongs to', () => {
    expect(receiptReference({ id: 901, ref: 'deposit:42' })).toBe('DEP-00000042');
    // A withdrawal and its refund are one order: one reference.
    expect([receiptReference({ id: 5, ref: 'withdraw:7' }), receiptReference({ id: 9, ref: 'withdraw:7' })]).toEqual(['WDR-00000007', 'WDR-00000007']);
    expect(receiptReference({ id: 3, ref: 'upline:123456789' })).toBe('UPL-123456789');
  });

  it('name an agent transfer by its sender’s record, on the receiver’s record too', () => {
    expect([receiptReference({ id: 120, ref: 'transfer:120' }), receiptReference({ id: 121, ref: 'transfer:120' })]).toEqual(['TRF-00000120', 'TRF-00000120']);
    // The transfer's answer has a ref and no record: a ref that names no order gives no reference.
    expect([orderReference('transfer:120'), orderReference('a1b2-c3d4'), orderReference(undefined)]).toEqual(['TRF-00000120', null, null]);
  });

  it('name a wallet transfer by its own record', () => {
    expect(receiptReference({ id: 77, ref: 'a1b2-c3d4' })).toBe('TRF-00000077');
    expect(receiptReference({ id: 78, ref: '' })).toBe('TRF-00000078');
    // A gateway that sends no ref: the record's own id.
    expect(receiptReference({ id: 79 })).toBe('TRF-00000079');
  });

  it('are given to money moves only', () => {
    expect(['deposit', 'withdraw-refund', 'transfer-out', 'upline-in', 'game-bet', 'bonus'].map((kind) => hasReceipt({ kind }))).toEqual([true, true, true, true, false, false]);
  });
});
