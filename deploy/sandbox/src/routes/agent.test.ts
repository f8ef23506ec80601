import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { withdrawOnce } from '../repo/withdrawals.js';
import { DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();

async function login(username: string): Promise<Record<string, string>> {
  const res = (await encryptedLogin(sb.call, { username, password: 'Tessera2026', captcha: '', type: 'username' })).json();
  return { ...DEMO, Authorization: res.value.token };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('agent centre calls', () => {
  it('refuses a member who is not an agent', async () => {
    const auth = await login('player01');
    const res = await sb.call({ url: `/wps/agent/team/summary?from=${day(-6)}&to=${day(0)}`, headers: auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'agent.not.agent' });
  });

  it('sums the whole team over a period, with a row per day', async () => {
    const auth = await login('agent01');
    const week = (await sb.call({ url: `/wps/agent/team/summary?from=${day(-6)}&to=${day(0)}`, headers: auth })).json().value;
    const quarter = (await sb.call({ url: `/wps/agent/team/summary?from=${day(-89)}&to=${day(0)}`, headers: auth })).json().value;
    expect(week.days).toHaveLength(7);
    expect(quarter.days).toHaveLength(90);
    // 14 first-level members, 2 sub-agents with 7 below them.
    expect(quarter.members).toBe(23);
    expect(quarter.activeMembers).toBeGreaterThan(10);
    expect(quarter.activeMembers).toBeLessThan(quarter.members);
    expect(quarter.bets).toBeGreaterThan(week.bets);
    const sum = (k: 'bets' | 'deposits' | 'profit') => Math.round(quarter.days.reduce((s: number, d: Record<string, number>) => s + d[k]!, 0) * 100) / 100;
    expect(sum('bets')).toBe(quarter.bets);
    expect(sum('deposits')).toBe(quarter.deposits);
    expect(sum('profit')).toBe(quarter.profit);
    const bad = (await sb.call({ url: `/wps/agent/team/summary?from=${day(0)}&to=${day(-3)}`, headers: auth })).json();
    expect(bad).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it("cuts the days at the reader's midnight when it sends its offset from UTC", async () => {
    const auth = await login('agent01');
    const q = `from=${day(-2)}&to=${day(-2)}&utcOffset=480`;
    const summary = (await sb.call({ url: `/wps/agent/team/summary?${q}`, headers: auth })).json().value;
    const bets = (await sb.call({ url: `/wps/agent/team/bets?${q}&size=50`, headers: auth })).json().value;
    // The Manila day (GMT+8) runs from 16:00 UTC the day before.
    const start = Date.parse(`${day(-2)}T00:00:00Z`) - 8 * 3_600_000;
    expect(bets.total).toBeGreaterThan(0);
    for (const b of bets.list) {
      expect(b.at).toBeGreaterThanOrEqual(start);
      expect(b.at).toBeLessThan(start + 86_400_000);
    }
    expect(summary.days).toEqual([expect.objectContaining({ day: day(-2), bets: bets.totals.bet })]);
    expect(summary.bets).toBe(bets.totals.bet);

    // A round played now falls on another calendar day for a reader far enough east or west of UTC.
    const player = await login('agent01m6');
    const launch = (
      await sb.call({ url: '/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG&launchMode=GLS&accountType=1&platform=html5&clientType=3', headers: player })
    ).json().value;
    const ticket = String(launch.content.game_url).split('/').pop();
    expect((await sb.call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 1 } })).statusCode).toBe(200);
    const east = new Date().getUTCHours() >= 12;
    const offset = east ? 840 : -720;
    const localDay = new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
    expect(localDay).toBe(day(east ? 1 : -1));
    const local = `from=${localDay}&to=${localDay}&utcOffset=${offset}&keyword=agent01m6`;
    const round = (await sb.call({ url: `/wps/agent/team/bets?${local}`, headers: auth })).json().value;
    expect(round.list).toEqual([expect.objectContaining({ username: 'agent01m6', bet: 1, gameType: 'RNG' })]);
    const localSummary = (await sb.call({ url: `/wps/agent/team/summary?from=${localDay}&to=${localDay}&utcOffset=${offset}`, headers: auth })).json().value;
    expect(localSummary.days[0]).toMatchObject({ day: localDay });
    expect(localSummary.days[0].bets).toBeGreaterThanOrEqual(1);
    // Without the offset, that day (in UTC) has not begun or is long over: the round is not in it.
    const utc = (await sb.call({ url: `/wps/agent/team/bets?from=${localDay}&to=${localDay}&keyword=agent01m6`, headers: auth })).json().value;
    expect(utc.list.filter((b: { id: number }) => b.id < 0)).toEqual([]);
    const bad = (await sb.call({ url: `/wps/agent/team/summary?${q.replace('480', '900')}`, headers: auth })).json();
    expect(bad).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('lists the downline a level at a time, drills down, searches, and keeps out strangers', async () => {
    const auth = await login('agent01');
    const top = (await sb.call({ url: '/wps/agent/team/members?page=1&size=5', headers: auth })).json().value;
    expect(top.total).toBe(16);
    expect(top.list).toHaveLength(5);
    expect(top.path).toEqual([]);
    const north = top.list.find((m: { username: string }) => m.username === 'agent01a1');
    expect(north).toMatchObject({ type: 1, teamSize: 5 });
    const down = (await sb.call({ url: `/wps/agent/team/members?parentId=${north.id}`, headers: auth })).json().value;
    expect(down.list.map((m: { username: string }) => m.username)).toEqual(['agent01a1m1', 'agent01a1m2', 'agent01a1m3', 'agent01a1x']);
    expect(down.path).toEqual([{ id: north.id, username: 'agent01a1' }]);
    const found = (await sb.call({ url: '/wps/agent/team/members?keyword=far', headers: auth })).json().value;
    expect(found.total).toBe(0);
    const byName = (await sb.call({ url: '/wps/agent/team/members?keyword=a1xm', headers: auth })).json().value;
    expect(byName.list.map((m: { username: string }) => m.username)).toEqual(['agent01a1xm1']);
    const stranger = (await sb.call({ url: '/wps/agent/team/members?parentId=1', headers: auth })).json();
    expect(stranger).toMatchObject({ success: false, errorCode: 'agent.not.downline' });
  });

  it('transfers to a downline and back to the upline; both balances change; never overdraws', async () => {
    const auth = await login('agent01');
    let n = 0;
    const send = (headers: Record<string, string>, payload: object, requestId = `agent-test-${(n += 1)}`) =>
      sb.call({ method: 'POST', url: '/wps/agent/transfer', headers, payload: { ...payload, requestId } }).then((r) => r.json());
    const top = (await sb.call({ url: '/wps/agent/team/members?keyword=agent01a1', headers: auth })).json().value;
    const north = top.list.find((m: { username: string }) => m.username === 'agent01a1');
    const moved = (await send(auth, { toId: north.id, amount: 125.5 }, 'agent-test-once')).value;
    expect(moved).toEqual({ balance: 50_000 - 125.5, receiverBalance: north.balance + 125.5, ref: expect.stringMatching(/^transfer:\d+$/), at: expect.any(Number) });
    // The same request again (a retry after a lost answer) moves nothing.
    expect((await send(auth, { toId: north.id, amount: 125.5 }, 'agent-test-once')).value).toEqual(moved);
    expect(await send(auth, { toId: north.id, amount: 1 }, 'short')).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await send(auth, { toId: north.id, amount: 10_000_000 })).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    expect(await send(auth, { toId: north.id, amount: 1.234 })).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await send(auth, { toId: 1001, amount: 1 })).toMatchObject({ success: false, errorCode: 'agent.not.downline' });
    expect(await send(auth, { toUpline: true, amount: 1 })).toMatchObject({ success: false, errorCode: 'agent.no.upline' });

    const subAuth = await login('agent01a1');
    const back = (await send(subAuth, { toUpline: true, amount: 25.5 })).value;
    expect(back).toEqual({ balance: north.balance + 100, receiverBalance: 50_000 - 100, ref: expect.stringMatching(/^transfer:\d+$/), at: expect.any(Number) });
    expect(back.ref).not.toBe(moved.ref);

    const ledger = (await sb.call({ url: `/wps/agent/team/ledger?from=${day(0)}&to=${day(0)}&kind=transfer-in`, headers: auth })).json().value;
    expect(ledger.list.map((l: { username: string; amount: number }) => [l.username, l.amount])).toEqual([
      ['agent01', 25.5],
      ['agent01a1', 125.5],
    ]);
    // One ledger transaction for both parties: the sender's row beside the receiver's, with the same reference.
    const out = (await sb.call({ url: `/wps/agent/team/ledger?from=${day(0)}&to=${day(0)}&kind=transfer-out`, headers: auth })).json().value;
    expect(out.list.map((l: { username: string; amount: number }) => [l.username, l.amount])).toEqual([
      ['agent01a1', -25.5],
      ['agent01', -125.5],
    ]);
    // The transfer's ref is both rows' (the receipt's TRF- number): the sender's record's own id.
    const refs = (list: { username: string; ref: string }[]) => Object.fromEntries(list.map((l) => [l.username, l.ref]));
    expect([refs(out.list), refs(ledger.list)]).toEqual([
      { agent01a1: back.ref, agent01: moved.ref },
      { agent01: back.ref, agent01a1: moved.ref },
    ]);
    expect([moved.ref, moved.at]).toEqual([`transfer:${out.list[1].id}`, out.list[1].at]);
  });

  it("filters the team ledger by the app's kinds: Withdrawal finds the ledger's withdraw rows", async () => {
    const auth = await login('agent01');
    // A withdrawal the way the funds routes make one, written into the running sandbox's database.
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'));
    try {
      const id = (db.prepare("SELECT id FROM members WHERE merchant = 'demo' AND username = 'agent01'").get() as { id: number }).id;
      withdrawOnce(db, id, 'agent-ledger-withdrawal', 1_000);
    } finally {
      db.close();
    }
    const ledger = (await sb.call({ url: `/wps/agent/team/ledger?from=${day(0)}&to=${day(0)}&kind=withdrawal`, headers: auth })).json().value;
    expect(ledger.list.map((l: { username: string; kind: string; amount: number }) => [l.username, l.kind, l.amount])).toEqual([['agent01', 'withdraw', -10]]);
  });

  it('registers a downline with the registration rules', async () => {
    const auth = await login('agent01');
    const register = async (payload: object) => {
      const sealed = encryptPayload(payload, await modulus(sb.call));
      return (await sb.call({ method: 'PUT', url: '/wps/agent/member', headers: { ...auth, Encryption: sealed.header }, payload: sealed.body })).json();
    };
    expect(await register({ username: 'ab', password: 'secret99', confirmPassword: 'secret99', type: 0 })).toMatchObject({
      success: false,
      errorCode: 'register.username.invalid',
    });
    // The same rules as registration (routes/account.ts): a username must start with a letter, a password has no spaces.
    expect(await register({ username: '9lives99', password: 'secret99', confirmPassword: 'secret99', type: 0 })).toMatchObject({
      errorCode: 'register.username.invalid',
    });
    expect(await register({ username: 'newbie02', password: 'secret 99', confirmPassword: 'secret 99', type: 0 })).toMatchObject({
      errorCode: 'register.password.invalid',
    });
    const sealedPublic = encryptPayload({ username: '9lives99', password: 'secret99', confirmPassword: 'secret99' }, await modulus(sb.call));
    const publicAnswer = (await sb.call({ method: 'PUT', url: '/wps/member/register', headers: { ...DEMO, Encryption: sealedPublic.header }, payload: sealedPublic.body })).json();
    expect(publicAnswer).toMatchObject({ success: false, errorCode: 'request_param_err', value: { field: 'username' } });
    expect(await register({ username: 'newbie01', password: 'secret99', confirmPassword: 'other999', type: 0 })).toMatchObject({
      errorCode: 'register.password.mismatch',
    });
    const ok = await register({ username: 'newbie01', password: 'secret99', confirmPassword: 'secret99', type: 1 });
    expect(ok).toMatchObject({ success: true, value: { username: 'newbie01' } });
    expect(await register({ username: 'NEWBIE01', password: 'secret99', confirmPassword: 'secret99', type: 0 })).toMatchObject({
      errorCode: 'register.username.taken',
    });
    const list = (await sb.call({ url: '/wps/agent/team/members?keyword=newbie', headers: auth })).json().value;
    expect(list.list).toEqual([expect.objectContaining({ username: 'newbie01', type: 1, balance: 0, teamSize: 0 })]);
    const fresh = (await encryptedLogin(sb.call, { username: 'newbie01', password: 'secret99', captcha: '', type: 'username' })).json();
    expect(fresh).toMatchObject({ success: true, value: { userName: 'newbie01' } });
  });

  it('pages the team bets with totals, and profit per member', async () => {
    const auth = await login('agent01');
    const q = `from=${day(-29)}&to=${day(0)}`;
    const bets = (await sb.call({ url: `/wps/agent/team/bets?${q}&size=20`, headers: auth })).json().value;
    expect(bets.list).toHaveLength(20);
    expect(bets.total).toBeGreaterThan(20);
    expect(bets.totals.profit).toBeCloseTo(bets.totals.payout - bets.totals.bet, 2);
    const profit = (await sb.call({ url: `/wps/agent/team/profit?${q}&size=50`, headers: auth })).json().value;
    const summary = (await sb.call({ url: `/wps/agent/team/summary?${q}`, headers: auth })).json().value;
    expect(profit.total).toBe(summary.members);
    const total = profit.list.reduce((s: number, m: { bets: number }) => s + m.bets, 0);
    expect(Math.round(total * 100) / 100).toBe(bets.totals.bet);
  });

  it('counts the rounds a downline member plays in the sandbox game', async () => {
    const member = await login('agent01m3');
    const launch = (
      await sb.call({ url: '/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG&launchMode=GLS&accountType=1&platform=html5&clientType=3', headers: member })
    ).json().value;
    const ticket = String(launch.content.game_url).split('/').pop();
    for (let i = 0; i < 3; i += 1) expect((await sb.call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 1 } })).statusCode).toBe(200);
    const auth = await login('agent01');
    const bets = (await sb.call({ url: `/wps/agent/team/bets?from=${day(0)}&to=${day(0)}&keyword=agent01m3&size=50`, headers: auth })).json().value;
    const rounds = bets.list.filter((b: { id: number }) => b.id < 0);
    expect(rounds).toHaveLength(3);
    expect(rounds[0]).toMatchObject({ username: 'agent01m3', bet: 1, validBet: 1, gameType: 'RNG' });
  });
});
