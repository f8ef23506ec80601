import Database from 'better-sqlite3';
import { GatewayError } from '../gateway/envelope.js';
import { toCents } from '../domain/money.js';
import { BalanceLimit, MAX_AMOUNT_CENTS, MAX_BALANCE_CENTS, WALLET_SCHEMA, balanceCents, credit, transfer } from './wallets.js';

function refusal(value: unknown): string {
  try {
    toCents(value);
  } catch (e) {
    if (e instanceof GatewayError) return `${e.errorCode}: ${e.message}`;
    throw e;
  }
  throw new Error(`${String(value)} was accepted`);
}

describe('security: ledger', () => {
  it('accepts amounts up to MAX_AMOUNT_CENTS as exact integer cents', () => {
    expect(toCents(0.01)).toBe(1);
    expect(toCents('12.34')).toBe(1234);
    expect(toCents(MAX_AMOUNT_CENTS / 100)).toBe(MAX_AMOUNT_CENTS);
    expect(Number.isSafeInteger(MAX_BALANCE_CENTS * 50)).toBe(true);
  });

  it.each([
    [1e20],
    [2 ** 53],
    [Number.MAX_SAFE_INTEGER],
    [Number.MAX_VALUE],
    [MAX_AMOUNT_CENTS / 100 + 0.01],
    ['99999999999999999999999999'],
  ])('refuses %p as too large, not as "more than 2 decimals"', (value) => {
    expect(refusal(value)).toMatch(/^request_param_err: amount is too large: at most 1000000000$/);
  });

  it.each([[0], [-1], [NaN], [Infinity], ['abc'], [''], [' '], ['0x10'], ['1e3'], ['-5'], ['1,000'], [null], [{}], [[1]], [true]])('refuses %p as not a positive amount', (value) => {
    expect(refusal(value)).toBe('request_param_err: amount must be a positive amount');
  });

  it('refuses a third decimal as such', () => {
    expect(refusal(1.005)).toBe('request_param_err: amount has more than 2 decimals');
  });

  it('refuses moves over the bound and credits past the balance bound without changing anything', () => {
    const db = new Database(':memory:');
    db.exec(WALLET_SCHEMA);
    expect(() => credit(db, { memberId: 1 }, MAX_AMOUNT_CENTS + 1)).toThrow(RangeError);
    expect(balanceCents(db, { memberId: 1 })).toBe(0);
    // Fill a wallet to its bound with the largest moves, then one cent more is refused.
    db.prepare('INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (1, 2, ?)').run(MAX_BALANCE_CENTS - MAX_AMOUNT_CENTS);
    credit(db, { memberId: 1 }, MAX_AMOUNT_CENTS);
    expect(balanceCents(db, { memberId: 1 })).toBe(MAX_BALANCE_CENTS);
    const ledgerRows = () => (db.prepare('SELECT COUNT(*) AS n FROM wallet_ledger').get() as { n: number }).n;
    const before = ledgerRows();
    expect(() => credit(db, { memberId: 1 }, 1)).toThrow(BalanceLimit);
    expect(balanceCents(db, { memberId: 1 })).toBe(MAX_BALANCE_CENTS);
    // A transfer into a full wallet rolls back its debit too.
    credit(db, { memberId: 2 }, 500);
    expect(() => transfer(db, { memberId: 2 }, { memberId: 1 }, 500)).toThrow(BalanceLimit);
    expect(balanceCents(db, { memberId: 2 })).toBe(500);
    expect(balanceCents(db, { memberId: 1 })).toBe(MAX_BALANCE_CENTS);
    expect(ledgerRows()).toBe(before + 1);
  });
});
