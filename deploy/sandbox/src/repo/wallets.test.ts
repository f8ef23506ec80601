import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { Worker } from 'node:worker_threads';
import { tempDir } from '../test-utils/http.js';
import { InsufficientFunds, WALLET_SCHEMA, balanceCents, credit, debit, returnAllOnce, transfer, transferOnce } from './wallets.js';
import { confirmWithdrawal, settleWithdrawals, withdrawOnce } from './withdrawals.js';

// Worker threads racing on one database file: slow on a loaded machine.
jest.setTimeout(30_000);

function freshDb(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.exec(WALLET_SCHEMA);
  return db;
}

describe('wallet', () => {
  it('debits, credits and transfers atomically and refuses to overdraw', () => {
    const db = freshDb(':memory:');
    credit(db, { memberId: 1 }, 1000);
    debit(db, { memberId: 1 }, 400);
    expect(() => debit(db, { memberId: 1 }, 601)).toThrow(InsufficientFunds);
    transfer(db, { memberId: 1 }, { memberId: 2 }, 600);
    expect(balanceCents(db, { memberId: 1 })).toBe(0);
    expect(balanceCents(db, { memberId: 2 })).toBe(600);
    expect(() => transfer(db, { memberId: 1 }, { memberId: 2 }, 1)).toThrow(InsufficientFunds);
    expect(balanceCents(db, { memberId: 2 })).toBe(600); // nothing half-done
    expect(() => debit(db, { memberId: 2 }, 0)).toThrow(RangeError);
    expect(() => debit(db, { memberId: 2 }, 1.5)).toThrow(RangeError);
    expect(() => db.prepare('UPDATE wallets SET balance_cents = -1 WHERE member_id = 2').run()).toThrow(/CHECK/);
  });

  it('never overdraws under concurrent debits from several connections (worker threads)', async () => {
    const dir = tempDir();
    const file = join(dir, 'wallet.sqlite');
    const db = freshDb(file);
    credit(db, { memberId: 7 }, 10_000); // 100.00

    // Compile wallets.ts to CommonJS so real threads with their own connections can run it.
    const src = readFileSync(join(__dirname, 'wallets.ts'), 'utf8');
    const js = ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const walletJs = join(dir, 'wallet.cjs');
    writeFileSync(walletJs, js);
    const sqlitePath = require.resolve('better-sqlite3');
    const workerCode = `
      const { workerData, parentPort } = require('node:worker_threads');
      const Database = require(workerData.sqlitePath);
      const w = require(workerData.walletJs);
      const db = new Database(workerData.file);
      db.pragma('busy_timeout = 10000');
      let ok = 0, refused = 0;
      for (let i = 0; i < workerData.n; i++) {
        try { w.debit(db, { memberId: 7 }, workerData.amount); ok++; }
        catch (e) { if (e instanceof w.InsufficientFunds) refused++; else throw e; }
        if (i % 3 === 0) { try { w.transfer(db, { memberId: 7 }, { memberId: 8 }, 1); ok += 1000000; } catch (e) { if (!(e instanceof w.InsufficientFunds)) throw e; } }
      }
      db.close();
      parentPort.postMessage({ ok, refused });
    `;
    const runs = await Promise.all(
      [0, 1, 2, 3].map(
        () =>
          new Promise<{ ok: number; refused: number }>((resolve, reject) => {
            const worker = new Worker(workerCode, { eval: true, workerData: { sqlitePath, walletJs, file, n: 60, amount: 70 } });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
    const debits = runs.reduce((s, r) => s + (r.ok % 1_000_000), 0);
    const transfers = runs.reduce((s, r) => s + Math.floor(r.ok / 1_000_000), 0);
    const refused = runs.reduce((s, r) => s + r.refused, 0);
    expect(refused).toBeGreaterThan(0); // the race was real: demand exceeded the balance
    const left = balanceCents(db, { memberId: 7 });
    expect(left).toBeGreaterThanOrEqual(0);
    // nothing lost or created: every successful move is accounted for
    expect(left + debits * 70 + transfers).toBe(10_000);
    expect(balanceCents(db, { memberId: 8 })).toBe(transfers);
    const ledger = db.prepare('SELECT SUM(amount_cents) AS s FROM wallet_ledger WHERE member_id = 7').get() as { s: number };
    expect(ledger.s).toBe(left);
    db.close();
  });

  it('moves once per request id across connections, and a whole balance only once (worker threads)', async () => {
    const dir = tempDir();
    const file = join(dir, 'wallet.sqlite');
    const db = freshDb(file);
    credit(db, { memberId: 9 }, 5_000);
    const src = readFileSync(join(__dirname, 'wallets.ts'), 'utf8');
    const walletJs = join(dir, 'wallet.cjs');
    writeFileSync(walletJs, ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText);
    const workerCode = `
      const { workerData, parentPort } = require('node:worker_threads');
      const Database = require(workerData.sqlitePath);
      const w = require(workerData.walletJs);
      const db = new Database(workerData.file);
      db.pragma('busy_timeout = 10000');
      const out = [];
      // every worker replays the same request id (a double click, a retry) and then tries the whole balance
      for (let i = 0; i < 20; i++) out.push(w.transferOnce(db, 9, 'same-request', 2, 101, 1000));
      try { w.transferOnce(db, 9, 'whole-' + workerData.k, 2, 102, 4000); out.push('whole'); }
      catch (e) { if (!(e instanceof w.InsufficientFunds)) throw e; out.push('refused'); }
      db.close();
      parentPort.postMessage(out);
    `;
    const runs = await Promise.all(
      [0, 1, 2, 3].map(
        (k) =>
          new Promise<(number | string)[]>((resolve, reject) => {
            const worker = new Worker(workerCode, { eval: true, workerData: { sqlitePath: require.resolve('better-sqlite3'), walletJs, file, k } });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
    expect(runs.flatMap((r) => r.slice(0, 20))).toEqual(Array(80).fill(1000));
    expect(runs.map((r) => r[20]).filter((x) => x === 'whole')).toHaveLength(1);
    expect(balanceCents(db, { memberId: 9 })).toBe(0);
    expect(balanceCents(db, { memberId: 9, accountTypeId: 101 })).toBe(1000);
    expect(balanceCents(db, { memberId: 9, accountTypeId: 102 })).toBe(4000);
    expect(returnAllOnce(db, 9, 'back')).toBe(5000);
    expect(returnAllOnce(db, 9, 'back')).toBe(5000); // replayed, not moved twice
    expect(balanceCents(db, { memberId: 9 })).toBe(5000);
    expect(() => transferOnce(db, 9, 'back', 2, 101, 1)).toThrow(RangeError); // an id names one kind of move
    db.close();
  });

  it('holds a withdrawal at once, disburses or refunds it after review, auto-confirms it after the wait', () => {
    const db = freshDb(':memory:');
    credit(db, { memberId: 3 }, 50_000);
    const t0 = 1_000_000;
    const a = withdrawOnce(db, 3, 'req-a', 10_000, t0);
    const b = withdrawOnce(db, 3, 'req-b', 10_044, t0);
    expect(withdrawOnce(db, 3, 'req-a', 10_000, t0).id).toBe(a.id);
    expect(balanceCents(db, { memberId: 3 })).toBe(29_956);
    expect(() => withdrawOnce(db, 3, 'req-c', 30_000, t0)).toThrow(InsufficientFunds);
    const rejects = (w: { cents: number }) => w.cents % 100 === 44;
    settleWithdrawals(db, 3, 1000, 60_000, rejects, t0 + 999);
    expect(db.prepare('SELECT status FROM withdrawals ORDER BY id').pluck().all()).toEqual(['pending', 'pending']);
    settleWithdrawals(db, 3, 1000, 60_000, rejects, t0 + 1000);
    settleWithdrawals(db, 3, 1000, 60_000, rejects, t0 + 1000); // twice: the refund is not paid twice
    expect(db.prepare('SELECT status FROM withdrawals ORDER BY id').pluck().all()).toEqual(['disbursed', 'rejected']);
    expect(balanceCents(db, { memberId: 3 })).toBe(40_000);
    expect(confirmWithdrawal(db, 3, b.id, { received: true })).toBe(false); // rejected: nothing to confirm
    settleWithdrawals(db, 3, 1000, 60_000, rejects, t0 + 61_000);
    expect(db.prepare('SELECT status, auto_confirmed FROM withdrawals WHERE id = ?').get(a.id)).toEqual({ status: 'received', auto_confirmed: 1 });
    expect(confirmWithdrawal(db, 3, a.id, { received: false, proof: Buffer.from('x'), proofType: 'image/png' })).toBe(false);
  });
});
