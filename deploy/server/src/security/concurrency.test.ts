/**
 * Races over HTTP on the one server: many operators pinning against the same revision, and many clients
 * moving a member's whole balance at once. Compare-and-swap on release sets and the conditional debit of
 * the ledger must let exactly one through, and nothing may go negative or be lost.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { REQUIRED_EXPOSES } from '../registry/types.js';
import { makeArtifactDir, tarGz, type ArtifactSpec } from '../test-utils/helpers.js';
import { CONTROL, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';

jest.setTimeout(60_000);

const sb = sandboxPerFile();
/** Spreads requests over many source addresses, as many clients would (each address has its own connection limit). */
const from = (i: number) => `127.5.${Math.floor(i / 200)}.${(i % 200) + 1}`;

async function publish(s: ArtifactSpec): Promise<void> {
  const res = await sb.call({ method: 'POST', url: '/ops/artifacts', headers: { ...CONTROL, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir(s)) });
  expect(res.statusCode).toBe(201);
}

describe('security: concurrency', () => {
  it('50 concurrent pins with the same expected revision: exactly one 200, the rest 409, one audit entry', async () => {
    await publish({ app: 'host', version: '1.0.0' });
    await publish({ app: 'games', version: '1.0.0', exposes: [...REQUIRED_EXPOSES.games] });
    await publish({ app: 'games', version: '1.1.0', exposes: [...REQUIRED_EXPOSES.games] });
    const set = await sb.call({ method: 'PUT', url: '/ops/merchants/demo/release', headers: CONTROL, payload: { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { games: { version: '1.0.0' } } } });
    expect(set.statusCode).toBe(200);
    const revision = set.json().revision as number;

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sb.call({
          method: 'POST',
          url: '/ops/merchants/demo/release/pin',
          headers: { ...CONTROL, 'x-ops-actor': `op${i}` },
          payload: { expectedRevision: revision, remote: 'games', version: i % 2 ? '1.1.0' : '1.0.0' },
          localAddress: from(i),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ error: 'stale_revision', currentRevision: revision + 1 });

    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const current = (await sb.call({ url: '/ops/merchants/demo/release', headers: CONTROL })).json();
    expect(current).toMatchObject({ revision: revision + 1, remotes: { games: { version: winner.remotes.games.version } } });
    const audit = (await sb.call({ url: '/ops/audit?merchant=demo', headers: CONTROL })).json() as { action: string }[];
    expect(audit.filter((a) => a.action === 'pin')).toHaveLength(1);
    const history = (await sb.call({ url: '/ops/merchants/demo/history', headers: CONTROL })).json() as { revision: number }[];
    expect(history.map((h) => h.revision)).toEqual([revision, revision + 1]);
  });

  it('200 concurrent whole-balance transfers over HTTP: one succeeds, nothing negative, ledger equals balances', async () => {
    const login = await encryptedLogin(sb.call, { username: 'agent01m4', password: 'Tessera2026', type: 'username' });
    const auth = { ...DEMO, Authorization: login.json().value.token as string };
    const before = (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value;
    const whole = before.balance.find((b: { accountTypeId: number }) => b.accountTypeId === 2).availBalance as number;
    expect(whole).toBeGreaterThan(0);
    const vendors = [101, 102, 201, 301];

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sb.call({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: auth,
          payload: { requestId: `race-${i}-${Date.now()}`, fromAccountTypeId: 2, toAccountTypeId: vendors[i % vendors.length], amount: whole },
          localAddress: from(i),
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const bodies = answers.map((a) => a.json() as { success: boolean; errorCode: string | null });
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(new Set(bodies.filter((b) => !b.success).map((b) => b.errorCode))).toEqual(new Set(['balance.insufficient']));

    const after = (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value;
    expect(after.sumBalance).toBeCloseTo(before.sumBalance, 2);
    expect(after.balance.find((b: { accountTypeId: number }) => b.accountTypeId === 2).availBalance).toBe(0);

    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'), { readonly: true });
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM wallets WHERE balance_cents < 0').get() as { n: number }).n).toBe(0);
      // The race's ledger rows: they net to zero and took the whole balance out of main exactly once.
      const moves = db
        .prepare("SELECT account_type_id AS acct, SUM(amount_cents) AS cents FROM wallet_ledger WHERE ref LIKE 'race-%' GROUP BY account_type_id")
        .all() as { acct: number; cents: number }[];
      expect(moves.reduce((s, m) => s + m.cents, 0)).toBe(0);
      expect(moves.find((m) => m.acct === 2)?.cents).toBe(-Math.round(whole * 100));
      const claimed = db.prepare("SELECT COUNT(*) AS n FROM money_requests WHERE request_id LIKE 'race-%'").get() as { n: number };
      expect(claimed.n).toBe(1);
    } finally {
      db.close();
    }
  });
});
