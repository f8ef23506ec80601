import Database from 'better-sqlite3';
import { join } from 'node:path';
import { createRepo } from '../repo/index.js';
import { periodOf } from '../repo/missions.js';
import { DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { maskName } from './member-reports.js';

// Logins hash with scrypt: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();
const DAY = 86_400_000;

/** player01 of `demo` or `demo2`: outside agent01's team, so no seeded bet history. */
async function login(username: string, merchant = DEMO.merchant): Promise<Record<string, string>> {
  const token = (await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' }, { merchant })).json().value.token as string;
  return { merchant, Authorization: token };
}

async function spin(auth: Record<string, string>, bets: number, game = { nodeId: 5, vendor: 'FC', gameType: 'RNG' }): Promise<void> {
  const q = `nodeId=${game.nodeId}&vassalage=${game.vendor}&gameType=${game.gameType}&launchMode=GLS&accountType=1&platform=html5&clientType=3`;
  const launch = (await sb.call({ url: `/wps/game/launchGame?${q}`, headers: auth })).json().value;
  const ticket = String(launch.content.game_url).split('/').pop();
  for (let i = 0; i < bets; i += 1) expect((await sb.call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 1 } })).statusCode).toBe(200);
}

const get = (auth: Record<string, string>, path: string, q: Record<string, string | number>) =>
  sb.call({ url: `${path}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`, headers: auth }).then((r) => r.json());

describe('betting records', () => {
  it('lists game rounds and lottery bets newest first, filtered, paged, with totals of the range', async () => {
    const auth = await login('player01');
    await spin(auth, 3);
    // A lottery bet, placed as the lottery page would (its draw is still to come: open, no valid bet yet).
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'));
    const repo = createRepo(db);
    const member = (await repo.members.authenticate('demo', 'player01', 'Tessera2026'))!;
    repo.lottery.placeBet(member.id, 'VNNORTH', '07', 2_500);
    db.close();

    const now = Date.now();
    const q = { startTime: now - DAY, endTime: now + 60_000, pageNo: 1, pageSize: 3 };
    const all = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', q)).value;
    expect(all.totalCount).toBe(4);
    expect(all.totalPages).toBe(2);
    expect(all.list[0]).toMatchObject({ gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN', vendorName: 'VN Lottery', gameName: 'Northern Lottery (Mien Bac)', bet: 25, validBet: 0, winLoss: 0, settled: false });
    expect(all.list[1]).toMatchObject({ gameType: 'RNG', bet: 1, validBet: 1, settled: true });
    expect(all.totals.bet).toBe(28);
    expect(all.totals.validBet).toBe(3);
    expect(all.totals.winLoss).toBeCloseTo(all.totals.payout - 3, 2);
    expect(all.gameTypes).toEqual(['ELOTT', 'RNG']);
    expect(all.vendors.map((v: { code: string }) => v.code)).toContain('TCG_LOTTO_VN');

    expect((await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, pageNo: 2 })).value.list).toHaveLength(1);
    const rng = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, gameType: 'RNG', pageSize: 10 })).value;
    expect(rng.totalCount).toBe(3);
    expect(rng.list.every((b: { gameType: string }) => b.gameType === 'RNG')).toBe(true);
    const lotto = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, vendor: 'TCG_LOTTO_VN' })).value;
    expect(lotto.totalCount).toBe(1);
    // the filters still offer everything the member bet on in the range
    expect(lotto.gameTypes).toEqual(['ELOTT', 'RNG']);
    // another member sees none of it
    const other = await login('player01', 'demo2');
    expect((await get(other, '/wps/relay/ODSFE2_getMemberBetRecords', q)).value.totalCount).toBe(0);

    expect((await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, vendor: "x' OR 1" })).errorCode).toBe('request_param_err');
    expect((await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, startTime: now - 100 * DAY })).errorCode).toBe('request_param_err');
    expect((await sb.call({ url: `/wps/relay/ODSFE2_getMemberBetRecords?startTime=1&endTime=2`, headers: DEMO })).statusCode).toBe(401);
  });
});

describe('betting records name the vendor of the round\'s own lane', () => {
  it('a JILI slot round is "JILI" and a JILI fishing round "JILI Fishing", in the rows and in the vendor filter', async () => {
    const auth = await login('player01');
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'), { readonly: true });
    const idOf = (type: string) => db.prepare<[string], { id: number }>("SELECT id FROM games WHERE vendor = 'JL' AND game_type = ? ORDER BY id LIMIT 1").get(type)!.id;
    const slot = idOf('RNG');
    const fish = idOf('FISH');
    db.close();
    const now = Date.now();
    const q = { startTime: now - 60_000, endTime: now + 60_000, pageNo: 1, pageSize: 50 };
    await spin(auth, 1, { nodeId: slot, vendor: 'JL', gameType: 'RNG' });
    const slotsOnly = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', q)).value;
    expect(slotsOnly.list.find((b: { vendor: string }) => b.vendor === 'JL')).toMatchObject({ gameType: 'RNG', vendorName: 'JILI' });
    expect(slotsOnly.vendors).toContainEqual({ code: 'JL', name: 'JILI' });

    await spin(auth, 1, { nodeId: fish, vendor: 'JL', gameType: 'FISH' });
    const both = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', q)).value;
    const names = both.list.filter((b: { vendor: string }) => b.vendor === 'JL').map((b: { gameType: string; vendorName: string }) => `${b.gameType} ${b.vendorName}`);
    expect(names.sort()).toEqual(['FISH JILI Fishing', 'RNG JILI']);
    // Bet on in two lanes: the plain brand, unless the filter's game type says which.
    expect(both.vendors).toContainEqual({ code: 'JL', name: 'JILI' });
    const fishing = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, gameType: 'FISH' })).value;
    expect(fishing.list.map((b: { vendorName: string }) => b.vendorName)).toEqual(['JILI Fishing']);
    expect(fishing.vendors).toContainEqual({ code: 'JL', name: 'JILI Fishing' });
    const slots = (await get(auth, '/wps/relay/ODSFE2_getMemberBetRecords', { ...q, gameType: 'RNG', vendor: 'JL' })).value;
    expect(slots.list.map((b: { gameType: string; vendorName: string }) => `${b.gameType} ${b.vendorName}`)).toEqual(['RNG JILI']);
  });
});

describe('personal profit and loss', () => {
  it('gives every day of the range with its bets, win/loss and bonuses, and the range totals', async () => {
    const auth = await login('player01', 'demo2');
    // the range's last day starts a little before these moves
    const start = Date.now() - 2 * DAY - 60_000;
    await spin(auth, 2);
    await sb.call({ method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', headers: auth, payload: { promotionId: 907 } });
    const r = (await get(auth, '/wps/relay/ODSFE2_getMemberProfitLoss', { startTime: start, endTime: start + 3 * DAY })).value;
    expect(r.days.map((d: { time: number }) => d.time)).toEqual([start, start + DAY, start + 2 * DAY]);
    const today = r.days[2];
    expect(today.bet).toBe(2);
    expect(today.validBet).toBe(2);
    expect(today.bonus).toBe(88);
    expect(today.profit).toBeCloseTo(today.winLoss + 88, 2);
    expect(r.days[0]).toMatchObject({ bet: 0, winLoss: 0, bonus: 0, profit: 0 });
    expect(r.totals).toMatchObject({ bet: 2, bonus: 88, deposit: 0, withdraw: 0 });
    expect(r.totals.profit).toBeCloseTo(r.totals.winLoss + 88, 2);
    expect((await get(auth, '/wps/relay/ODSFE2_getMemberProfitLoss', { startTime: start, endTime: start })).errorCode).toBe('request_param_err');
  });
});

describe('missions', () => {
  it('reports progress from what the member played and ranks the week by valid bet', async () => {
    const auth = await login('agent01m3');
    const before = (await get(auth, '/wps/relay/MCSFE_getMissionSummaryDetails', {})).value;
    const rounds = before.missions.find((m: { id: number }) => m.id === 1);
    expect(rounds).toMatchObject({ kind: 'rounds', period: 'daily', target: 5 });
    await spin(auth, 5 - rounds.progress);
    const after = (await get(auth, '/wps/relay/MCSFE_getMissionSummaryDetails', {})).value;
    expect(after.missions.find((m: { id: number }) => m.id === 1)).toMatchObject({ progress: 5, completed: true });
    expect(after.open + after.completed).toBe(after.missions.length);
    expect(after.completed).toBeGreaterThanOrEqual(1);
    const deposit = after.missions.find((m: { kind: string }) => m.kind === 'deposit');
    expect(deposit).toMatchObject({ target: 200, progress: 0, completed: false, reward: 8 });

    const board = (await get(auth, '/wps/relay/MCSFE_getMissionLeaderboard', {})).value;
    expect(board.list.length).toBeGreaterThan(0);
    expect(board.list.length).toBeLessThanOrEqual(10);
    expect(board.list.map((r: { rank: number }) => r.rank)).toEqual(board.list.map((_: unknown, i: number) => i + 1));
    const bets = board.list.map((r: { validBet: number }) => r.validBet);
    expect([...bets].sort((a, b) => b - a)).toEqual(bets);
    expect(board.mine.rank).not.toBeNull();
    expect(board.mine.validBet).toBeGreaterThanOrEqual(5);
    const mine = board.list.find((r: { me: boolean }) => r.me);
    if (mine) expect(mine.player).toBe('agent01m3');
    expect(board.list.filter((r: { me: boolean }) => !r.me).every((r: { player: string }) => r.player.includes('***'))).toBe(true);
    expect(board.endsAt - board.startsAt).toBe(7 * DAY);
  });

  it('keeps Manila days and Monday weeks', () => {
    // 2026-11-24 is a Tuesday; 01:00 in Manila is 17:00 UTC the day before.
    const at = Date.UTC(2026, 10, 23, 17, 0);
    expect(periodOf('daily', at)).toEqual({ start: Date.UTC(2026, 10, 23, 16), end: Date.UTC(2026, 10, 24, 16) });
    expect(periodOf('weekly', at)).toEqual({ start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 29, 16) });
    expect(maskName('agent01m5')).toBe('ag***5');
    expect(maskName('abc')).toBe('a***');
  });
});
