import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CONTROL, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { createRepo } from '../repo/index.js';
import { TWO_DIGIT_ODDS, drawTime, latestIndex, lotteryRepo, nextDraw, numeroOf, openedDraws, resultOf, wins } from '../repo/lottery.js';
import { applySchema } from '../repo/schema.js';
import { LOTTERY_GAMES } from '../seed/lottery.js';
import { seed } from '../seed/seed.js';
import { LOTTERY_PLAY_PATH, lotteryLaunch } from '../domain/lottery-launch.js';
import { walletBalance } from '../domain/settlement.js';
import { GATEWAY_ROUTES } from './index.js';

const sb = sandboxPerFile();

async function login(username = 'player01') {
  const res = await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' });
  return { ...DEMO, Authorization: res.json().value.token as string };
}
const game = (code: string) => LOTTERY_GAMES.get(code)!;

describe('lottery calls', () => {
  it('answers each prize mode with its own groups, bare (no envelope)', async () => {
    const groups = async (url: string) => {
      const body = (await sb.call({ url, headers: DEMO })).json();
      expect(body.success).toBeUndefined();
      return Object.keys(body);
    };
    expect(await groups('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB')).toEqual(['VN', 'FAST']);
    expect(await groups('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB')).toEqual(['VN', 'SEA', 'FAST', 'KENO']);
    expect(await groups('/lgw/games/game_menus?prizeMode=SEA')).toEqual(['SEA']);
    expect(await groups('/lgw/games/game_menus?prizeMode=Lott')).toEqual(['VN', 'SEA', 'FAST', 'KENO']);
    expect(await groups('/lgw/games/game_menus?prizeMode=ZY')).toEqual(['FAST', 'KENO']);
    const sea = (await sb.call({ url: '/lgw/games/game_menus?prizeMode=SEA', headers: DEMO })).json().SEA;
    expect(sea.gameMenus[0]).toMatchObject({ gameCode: 'THAIGOV', gameGroupCode: 'SEA', imageUrl: '/cdn/TCG_LOTTERY/THAIGOV.png' });
    const bad = await sb.call({ url: '/lgw/games/game_menus?prizeMode=XX', headers: DEMO });
    expect(bad.statusCode).toBe(400);
  });

  it('gives demo2 no ELOTT lane (prize mode LOTT) while demo keeps its TCG_LOTTO_VN lane (ELOTT)', async () => {
    const lanes = async (merchant: string) =>
      (await sb.call({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', headers: { merchant } })).json().value.data.lanes as { title: string; cards: { vassalage: string }[] }[];
    const demo = await lanes('demo');
    expect(demo.find((l) => l.title === 'ELOTT')?.cards.map((c) => c.vassalage)).toEqual(['TCG_LOTTO_VN']);
    const demo2 = await lanes('demo2');
    expect(demo2.map((l) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'COCKFIGHT']);
  });

  it('lists the 20 most popular games, and fewer within a prize mode', async () => {
    const all = (await sb.call({ url: '/lgw/games/popular?count=20&device=WEB&language=EN', headers: DEMO })).json();
    expect(all).toHaveLength(20);
    expect(all[0].gameCode).toBe('VNNORTH');
    const sea = (await sb.call({ url: '/lgw/games/popular?count=20&prizeMode=SEA', headers: DEMO })).json();
    expect(sea.map((g: { gameGroupCode: string }) => g.gameGroupCode)).toEqual(Array(7).fill('SEA'));
  });

  it('gives up to 100 opened draws per game, newest first, and the next draw after the server time', async () => {
    const body = (await sb.call({ url: '/lgw/vn/numeros/opened/game?count=500&prizeMode=ELOTT', headers: DEMO })).json();
    expect(Object.keys(body)).toEqual(['VNNORTH', 'VNCENTRAL', 'VNSOUTH', 'HANOI', 'HCM', 'DANANG', 'LOTTO1M', 'LOTTO3M', 'LOTTO5M', 'LOTTO10M']);
    const fast = body.LOTTO1M;
    expect(fast.numeros).toHaveLength(100);
    expect(fast.numeros[0].openTime).toBeLessThanOrEqual(fast.serverTime);
    expect(fast.numeros[0].openTime - fast.numeros[1].openTime).toBe(60_000);
    expect(fast.next.openTime).toBeGreaterThan(fast.serverTime);
    expect(fast.next.openTime - fast.numeros[0].openTime).toBe(60_000);
    expect(fast.numeros[0].result).toMatch(/^\d{5}$/);
    const one = (await sb.call({ url: '/lgw/vn/numeros/opened/game?count=3&gameCode=PH6_45', headers: DEMO })).json();
    expect(Object.keys(one)).toEqual(['PH6_45']);
    expect(one.PH6_45.numeros[0].result).toMatch(/^(\d{2},){5}\d{2}$/);
  });

  it('keeps the recent list and the member draw call behind a login', async () => {
    expect((await sb.call({ url: '/lgw/vn/games/game_menu/recent', headers: DEMO })).statusCode).toBe(401);
    const headers = await login();
    expect((await sb.call({ url: '/lgw/vn/games/game_menu/recent', headers })).json()).toEqual([]);
    const near = (await sb.call({ url: '/lotto/lgw/games/opened/numero?gameCode=LAO', headers })).json();
    expect(near.numeros).toHaveLength(1);
    expect(near.gameCode).toBe('LAO');
  });

  it('serves a generated tile per game', async () => {
    const png = await sb.call({ url: '/cdn/TCG_LOTTERY/VNNORTH.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.raw.subarray(1, 4).toString()).toBe('PNG');
    expect((await sb.call({ url: '/cdn/TCG_LOTTERY/NOPE.png' })).statusCode).toBe(404);
  });
});

describe('draw schedule', () => {
  const fast = game('LOTTO1M');
  const daily = game('VNNORTH');

  it('is a pure function of the clock: draw k opens at offset + k × interval with a fixed result', () => {
    const t = Date.UTC(2026, 10, 23, 12, 0, 30);
    const k = latestIndex(fast, t);
    expect(drawTime(fast, k)).toBe(Date.UTC(2026, 10, 23, 12, 0, 0));
    expect(nextDraw(fast, t).openTime).toBe(Date.UTC(2026, 10, 23, 12, 1, 0));
    expect(resultOf(fast, k)).toBe(resultOf(fast, k));
    expect(openedDraws(fast, t, 3).map((d) => d.index)).toEqual([k, k - 1, k - 2]);
    // Labels are Vietnam dates (UTC+7); 12:00 UTC is 19:00 there, draw 1141 of the day.
    expect(numeroOf(fast, k)).toBe('20261123-1141');
    // The VN evening draw: 11:15 UTC.
    expect(new Date(nextDraw(daily, Date.UTC(2026, 10, 23, 10)).openTime).toISOString()).toBe('2026-11-23T11:15:00.000Z');
    expect(numeroOf(daily, latestIndex(daily, Date.UTC(2026, 10, 23, 12)))).toBe('20261123');
  });

  it('draws different results over time', () => {
    const results = new Set(openedDraws(fast, Date.now(), 50).map((d) => d.result));
    expect(results.size).toBeGreaterThan(40);
  });

  it('a two-digit pick wins on the last two digits of the result', () => {
    expect(wins('13', '48213')).toBe(true);
    expect(wins('42', '03,11,19,27,35,42')).toBe(true);
    expect(wins('12', '48213')).toBe(false);
  });
});

describe('launch and bets', () => {
  // Each test seeds a fresh in-memory sandbox (10,000 games): slow on a busy machine.
  jest.setTimeout(30_000);
  async function sandboxAt(start: number) {
    const db = new Database(':memory:');
    applySchema(db);
    seed(db);
    let now = start;
    const repo = { ...createRepo(db), lottery: lotteryRepo(db, () => now) };
    const member = (await repo.members.authenticate('demo', 'player01', 'Tessera2026'))!;
    const sessionToken = repo.sessions.open(member.id, 'demo');
    return { db, repo, member, sessionToken, advance: (ms: number) => (now += ms) };
  }
  const ticketOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('ticket')!;

  it('launches into the betting view with a ticket, and records the game as recent', async () => {
    const { db, repo, member, sessionToken } = await sandboxAt(Date.now());
    const input = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: 'HANOI', lottoView: 'betting', device: 'WEB', backUrl: '/lottery', language: 'EN' };
    const url = lotteryLaunch({ input, member, repo, sessionToken }).content.game_url;
    expect(url.startsWith(`${LOTTERY_PLAY_PATH}?ticket=`)).toBe(true);
    const ticket = repo.lottery.ticket(ticketOf(url));
    expect(ticket).toMatchObject({ memberId: member.id, gameCode: 'HANOI', view: 'betting', prizeMode: 'ELOTT', backUrl: '/lottery' });
    expect(repo.lottery.recent(member.id)).toEqual(['HANOI']);
    expect(() => lotteryLaunch({ input: { ...input, lottoGameCode: '' }, member, repo, sessionToken })).toThrow('betting needs');
    expect(lotteryLaunch({ input: { ...input, lottoView: 'lobby', lottoGameCode: '' }, member, repo, sessionToken }).content.game_url).toContain('ticket=');
    expect(() => lotteryLaunch({ input: { ...input, lottoArea: 'TH' }, member, repo, sessionToken })).toThrow();
    const trial = (await repo.members.authenticate('demo', 'trial01', 'Tessera2026'))!;
    // A trial account bets with its trial balance (docs/product.md#roles).
    expect(lotteryLaunch({ input, member: trial, repo, sessionToken }).content.game_url).toContain('ticket=');
    db.close();
  });

  it('ends a launch ticket with the session that asked for it', async () => {
    const { db, repo, member, sessionToken } = await sandboxAt(Date.now());
    const other = repo.sessions.open(member.id, 'demo');
    const input = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoView: 'lobby', language: 'TY' };
    const mine = ticketOf(lotteryLaunch({ input, member, repo, sessionToken }).content.game_url);
    const theirs = ticketOf(lotteryLaunch({ input, member, repo, sessionToken: other }).content.game_url);
    repo.sessions.close(sessionToken); // a logout
    expect(repo.lottery.ticket(mine)).toBeNull();
    expect(repo.lottery.ticket(theirs)).toMatchObject({ view: 'lobby', language: 'TY' });
    db.close();
  });

  it('settles a due bet when the balance or the records are read, or on the settle timer, with no lottery page open', async () => {
    const start = Date.UTC(2026, 10, 23, 12, 0, 10);
    const { db, repo, member, advance } = await sandboxAt(start);
    const fast = game('LOTTO1M');
    const target = nextDraw(fast, start);
    const winning = resultOf(fast, target.index).slice(-2);
    const { bet } = repo.lottery.placeBet(member.id, 'LOTTO1M', winning, 200);
    const main = () => walletBalance(repo, member).balance.find((w) => w.accountTypeId === 2)!.availBalance;
    const staked = main();
    advance(target.openTime - start - 1);
    expect(main()).toBe(staked); // not drawn yet
    advance(1);
    expect(main()).toBe(staked + (200 * TWO_DIGIT_ODDS) / 100); // reading the balance settled it
    expect(repo.lottery.betRecords(member.id, { from: start - 1000, to: start + 1000 }).bets[0]).toMatchObject({ id: bet.id, status: 'won', result: resultOf(fast, target.index) });

    // The records page: the win is in the ledger it reads, without anything else settling first.
    const second = nextDraw(fast, target.openTime);
    const { bet: next } = repo.lottery.placeBet(member.id, 'LOTTO1M', resultOf(fast, second.index).slice(-2), 100);
    advance(second.openTime - target.openTime);
    const status = (id: number) => db.prepare('SELECT status FROM lottery_bets WHERE id = ?').pluck().get(id);
    expect(status(next.id)).toBe('open');
    const records = GATEWAY_ROUTES.find((r) => r.name === 'memberTransactions')!;
    // The ledger is stamped with the wall clock, not the lottery's test clock.
    const input = { startTime: Date.now() - 60_000, endTime: Date.now() + 60_000, type: 'win' };
    const ledger = (await records.handler({ input, member, repo } as never)) as { list: { ref: string }[] };
    expect(ledger.list.map((r) => r.ref).sort()).toEqual([`lottery-bet:${bet.id}`, `lottery-bet:${next.id}`]);

    // The timer: nobody reads anything, the bet is settled anyway.
    const third = nextDraw(fast, second.openTime);
    const { bet: lone } = repo.lottery.placeBet(member.id, 'LOTTO1M', '00', 100);
    advance(third.openTime - second.openTime);
    expect(repo.lottery.settleAll()).toBe(1);
    expect(status(lone.id)).not.toBe('open');
    expect(repo.lottery.settleAll()).toBe(0);
    db.close();
  });

  it('lists a member\'s bets in a time range, newest first, with status, result and the range totals', async () => {
    const start = Date.UTC(2026, 10, 23, 12, 0, 10);
    const { db, repo, member, advance } = await sandboxAt(start);
    repo.lottery.placeBet(member.id, 'LOTTO1M', '01', 100);
    advance(60_000);
    repo.lottery.placeBet(member.id, 'VNNORTH', '02', 300);
    repo.lottery.placeBet(member.id, 'LOTTO5M', '03', 500);
    const all = repo.lottery.betRecords(member.id, { from: start, to: start + 120_000 });
    expect(all.count).toBe(3);
    expect(all.stakeCents).toBe(900);
    expect(all.bets.map((b) => [b.gameCode, b.status])).toEqual([
      ['LOTTO5M', 'open'],
      ['VNNORTH', 'open'],
      ['LOTTO1M', expect.stringMatching(/^(won|lost)$/)],
    ]);
    expect(all.bets[2]).toMatchObject({ gameName: '1-Minute Lotto', result: expect.stringMatching(/^\d{5}$/) });
    expect(repo.lottery.betRecords(member.id, { from: start, to: start + 120_000, offset: 1, limit: 1 }).bets.map((b) => b.gameCode)).toEqual(['VNNORTH']);
    expect(repo.lottery.betRecords(member.id, { from: start + 30_000, to: start + 120_000 }).count).toBe(2);
    db.close();
  });

  it('a bet takes the stake now and settles on the next draw, paying a win through the wallet', async () => {
    const start = Date.UTC(2026, 10, 23, 12, 0, 10);
    const { db, repo, member, advance } = await sandboxAt(start);
    const fast = game('LOTTO1M');
    const balance = () => repo.wallets.balances(member.id).find((w) => w.accountTypeId === 2)!.cents;
    const before = balance();
    const target = nextDraw(fast, start);
    const winning = resultOf(fast, target.index).slice(-2);
    const losing = winning === '00' ? '01' : '00';
    repo.lottery.placeBet(member.id, 'LOTTO1M', winning, 1000);
    const { bet } = repo.lottery.placeBet(member.id, 'LOTTO1M', losing, 500);
    expect(bet).toMatchObject({ status: 'open', numero: target.numero, result: null });
    expect(balance()).toBe(before - 1500);
    expect(repo.lottery.bets(member.id).every((b) => b.status === 'open')).toBe(true);

    advance(target.openTime - start); // the draw opens
    const settled = repo.lottery.bets(member.id);
    expect(settled.map((b) => b.status)).toEqual(['lost', 'won']);
    expect(settled[1]!.winCents).toBe(1000 * TWO_DIGIT_ODDS);
    expect(balance()).toBe(before - 1500 + 1000 * TWO_DIGIT_ODDS);
    expect(repo.lottery.settle(member.id)).toBe(0); // paid once
    expect(() => repo.lottery.placeBet(member.id, 'LOTTO1M', '11', before * 1000)).toThrow('insufficient funds');
    db.close();
  });
});

describe('the sandbox lottery page', () => {
  it('opens with a launch ticket, takes a bet through a form post, and lists it until the draw or the test control settles it', async () => {
    // The server's own database, opened beside it, to issue the ticket the launch would.
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'));
    const repo = createRepo(db);
    const member = (await repo.members.authenticate('demo', 'player01', 'Tessera2026'))!;
    const sessionToken = repo.sessions.open(member.id, 'demo');
    const launch = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: 'LOTTO5M', lottoView: 'betting', backUrl: '/lottery', language: 'TY' };
    const url = lotteryLaunch({ input: launch, member, repo, sessionToken }).content.game_url;
    const ticket = new URLSearchParams(url.split('?')[1]).get('ticket')!;
    const page = await sb.call({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>5-Minute Lotto</h1>');
    expect(page.body).toContain('lang="fil"'); // the launch asked for TY
    expect(page.body).toContain('Susunod na bola');
    const before = repo.wallets.balances(member.id).find((w) => w.accountTypeId === 2)!.cents;

    const form = (fields: Record<string, string>) =>
      sb.call({ method: 'POST', url: '/cdn/lottery/bet', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const placed = await form({ ticket, gameCode: 'LOTTO5M', pick: '07', stake: '25' });
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toMatch(/placed=\d{8}-\d{4}$/);
    expect(repo.wallets.balances(member.id).find((w) => w.accountTypeId === 2)!.cents).toBe(before - 2500);
    const after = await sb.call({ url: String(placed.headers.location) });
    expect(after.body).toContain('Naghihintay ng bola');

    // The test control settles it now, on the result its five-minute draw will have; only with the ops token.
    const settle = (headers: Record<string, string>, who = 'player01') => sb.call({ method: 'POST', url: `/sandbox/demo/members/${who}/lottery/settle`, headers });
    expect((await settle({})).statusCode).toBe(401);
    expect((await settle(CONTROL, 'nobody')).statusCode).toBe(404);
    expect((await settle(CONTROL)).json()).toEqual({ settled: 1 });
    const [early] = repo.lottery.bets(member.id, 1);
    expect(early).toMatchObject({ gameCode: 'LOTTO5M', pick: '07', result: expect.stringMatching(/^\d{5}$/) });
    expect(early!.status).toBe(wins('07', early!.result!) ? 'won' : 'lost');
    expect(repo.wallets.balances(member.id).find((w) => w.accountTypeId === 2)!.cents).toBe(before - 2500 + early!.winCents);
    expect((await sb.call({ url: String(placed.headers.location) })).body).not.toContain('Naghihintay ng bola');
    expect((await settle(CONTROL)).json()).toEqual({ settled: 0 });

    expect((await form({ ticket, gameCode: 'LOTTO5M', pick: '7', stake: '25' })).headers.location).toContain('error=input');
    expect((await form({ ticket, gameCode: 'LOTTO5M', pick: '07', stake: '9999999' })).headers.location).toContain('error=input');
    expect((await form({ ticket: 'nope', gameCode: 'LOTTO5M', pick: '07', stake: '1' })).statusCode).toBe(403);
    expect((await sb.call({ url: '/cdn/lottery/play?ticket=nope' })).statusCode).toBe(403);

    // A logout ends the ticket: the page says so in the launch's language.
    repo.sessions.close(sessionToken);
    const ended = await sb.call({ url });
    expect(ended.statusCode).toBe(403);
    expect(ended.body).toContain('Nag-expire na ang link ng lotto na ito');
    const english = await sb.call({ url: '/cdn/lottery/play?ticket=nope', headers: { 'accept-language': 'en-US' } });
    expect(english.body).toContain('This lottery link has expired');
    expect((await form({ ticket, gameCode: 'LOTTO5M', pick: '07', stake: '1', lang: 'TY' })).body).toContain('Mag-log in');
    db.close();
  });

  it('counts down in the launch language, days included', async () => {
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'));
    const repo = createRepo(db);
    const member = (await repo.members.authenticate('demo', 'player01', 'Tessera2026'))!;
    const sessionToken = repo.sessions.open(member.id, 'demo');
    const open = async (language: string) =>
      (await sb.call({ url: lotteryLaunch({ input: { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'SEA', lottoGameCode: 'THAIGOV', lottoView: 'betting', language }, member, repo, sessionToken }).content.game_url })).body;
    expect(await open('TY')).toContain('one="araw",other="araw"');
    expect(await open('EN')).toContain('one="day",other="days"');
    const chinese = await open('CN');
    expect(chinese).toContain('lang="zh-CN"');
    expect(chinese).toContain('one="天",other="天"');
    expect(await open('XX')).toContain('one="day",other="days"');
    db.close();
  });
});
