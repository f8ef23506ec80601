import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { Worker } from 'node:worker_threads';
import { tempDir } from '../test-utils/helpers.js';
import { InsufficientFunds, WALLET_SCHEMA, balanceCents, credit, debit, transfer } from './wallet.js';

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

    // Compile wallet.ts to CommonJS so real threads with their own connections can run it.
    const src = readFileSync(join(__dirname, 'wallet.ts'), 'utf8');
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
});
