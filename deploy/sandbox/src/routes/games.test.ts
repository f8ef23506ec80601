import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { payoutCents } from '../cdn/game-page.js';

const sb = sandboxPerFile();

describe('games', () => {
  it('lists about 10,000 RNG games with paging and filters', async () => {
    const { call } = sb;
    const page1 = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15', headers: DEMO })).json().value;
    expect(page1.totalCount).toBe(10000);
    expect(page1.totalPages).toBe(667);
    expect(page1.games).toHaveLength(15);
    const page2 = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=15', headers: DEMO })).json().value;
    expect(page2.games[0].gameId).not.toBe(page1.games[0].gameId);
    const g = page1.games[0];
    expect(g).toEqual({
      nodeId: expect.any(String),
      gameId: expect.any(String),
      gameName: expect.any(String),
      gameCode: expect.any(String),
      vassalage: expect.any(String),
      gameType: 'RNG',
      iconUrl: `/cdn/TCG_GAME_ICONS/${g.vassalage}/${g.gameCode}.png`,
      minBet: expect.any(Number),
      gameClassify: expect.any(String),
      // The real client's other reads (docs/gateway.md#game-calls): the vendor label, pictures, the tree name.
      displayName: expect.any(String),
      showIcon: `/cdn/TCG_GAME_ICONS/${g.vassalage}/${g.gameCode}.png`,
      defaultIcon: '/cdn/TCG_GAME_ICONS/default.png',
      nodeName: g.gameName,
    });
    expect(g.displayName).not.toBe('');

    const filtered = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameName=DRAGON&minBet=0.05&pageSize=50', headers: DEMO })).json().value;
    expect(filtered.totalCount).toBeGreaterThan(0);
    for (const x of filtered.games) {
      expect(x.vassalage).toBe('PG');
      expect(x.gameName.toLowerCase()).toContain('dragon');
      expect(x.minBet).toBe(0.05);
    }
    const fish = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=FISH&gameClassify=AC&pageSize=100', headers: DEMO })).json().value;
    expect(fish.totalCount).toBeGreaterThan(20);

    const icon = await call({ url: g.iconUrl });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.raw.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers vendor lanes and hot games', async () => {
    const { call } = sb;
    const lanes = (await call({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', headers: DEMO })).json().value.data.lanes;
    expect(lanes.map((l: { title: string }) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT']);
    const sports = lanes.find((l: { title: string }) => l.title === 'SPORTS');
    expect(sports.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(expect.arrayContaining(['IMES', 'TF', 'IA']));
    const rng = lanes[0];
    expect(rng.gameClassify.reduce((s: number, c: { gameCount: number }) => s + c.gameCount, 0)).toBe(10000);
    const hot = (await call({ method: 'POST', url: '/wps/relay/GCSGAME_hotGamesV2', headers: DEMO, payload: { isPlatform: 2 } })).json().value;
    expect(hot.list.length).toBeGreaterThanOrEqual(30);
    expect(new Set(hot.list.slice(0, 12).map((g: { gameType: string }) => g.gameType)).size).toBeGreaterThan(1);
    const hotPg = (await call({ url: '/wps/relay/GCSGAME_hotGamesV2?vassalage=PG', headers: DEMO })).json().value;
    expect(hotPg.list.length).toBeGreaterThan(0);
    for (const x of hotPg.list) expect(x.vassalage).toBe('PG');
  });
});

async function login(username: string): Promise<Record<string, string>> {
  const res = (await encryptedLogin(sb.call, { username, password: 'Tessera2026', captcha: '', type: 'username' })).json();
  return { ...DEMO, Authorization: res.value.token };
}

describe('game lanes beyond slots', () => {
  it('has e-sports vendors in SPORTS, cockfight arenas with games, and the hot list of one lane', async () => {
    const { call } = sb;
    const lanes = (await call({ url: '/wps/relay/GCSGAME_newGameVendor', headers: DEMO })).json().value.data.lanes;
    const sports = lanes.find((l: { title: string }) => l.title === 'SPORTS');
    expect(sports.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA', 'FB']));
    const cock = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=COCKFIGHT&pageSize=15', headers: DEMO })).json().value;
    expect(cock.totalCount).toBeGreaterThanOrEqual(8);
    const hotFish = (await call({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=FISH', headers: DEMO })).json().value.list;
    expect(hotFish.length).toBeGreaterThan(0);
    for (const g of hotFish) expect(g.gameType).toBe('FISH');
  });

  it('has vendor entries (isGame VASSALAGE) in the fishing and live hot lists, which never launch', async () => {
    const { call } = sb;
    const hotFish = (await call({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=FISH', headers: DEMO })).json().value.list;
    const entries = hotFish.filter((g: { isGame?: string }) => g.isGame === 'VASSALAGE');
    expect(entries.map((g: { vassalage: string; gameName: string }) => [g.vassalage, g.gameName])).toEqual([
      ['JDB', 'JDB Fishing'],
      ['FC', 'Fa Chai Fishing'],
    ]);
    const hotLive = (await call({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE', headers: DEMO })).json().value.list;
    expect(hotLive.filter((g: { isGame?: string }) => g.isGame === 'VASSALAGE').map((g: { vassalage: string }) => g.vassalage)).toEqual(['EG4']);
    // Ordinary games carry no flag; the vendor's list holds its games and its entry.
    const jdb = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=FISH&vassalage=JDB&pageSize=60', headers: DEMO })).json().value.games;
    expect(jdb.filter((g: { isGame?: string }) => g.isGame === undefined).length).toBeGreaterThan(5);
    expect(jdb.filter((g: { isGame?: string }) => g.isGame === 'VASSALAGE')).toHaveLength(1);
    // The winner board never names a vendor entry as a game won.
    const board = (await call({ url: '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=50', headers: DEMO })).json().value.list;
    expect(board.some((r: { vo: { nodeId: string } }) => entries.some((e: { nodeId: string }) => e.nodeId === r.vo.nodeId))).toBe(false);
    const auth = await login('player01');
    const launch = await call({ url: `/wps/game/launchGame?nodeId=${entries[0].nodeId}&vassalage=JDB&gameType=FISH&launchMode=GLS&accountType=1`, headers: auth });
    expect(launch.statusCode).toBe(400);
  });

  it('has a lottery game among the first hot games (the home widget), a game of the lottery page', async () => {
    const hot = (await sb.call({ method: 'POST', url: '/wps/relay/GCSGAME_hotGamesV2', headers: DEMO, payload: { isPlatform: 2 } })).json().value.list;
    const lotto = hot.slice(0, 12).find((g: { gameType: string }) => g.gameType === 'LOTT');
    expect(lotto).toMatchObject({ gameCode: 'LOTTO1M', gameName: '1-Minute Lotto', vassalage: 'TCG' });
    expect(lotto).not.toHaveProperty('isGame');
  });

  it('pages 15 of 10,000 games through an index, not a table scan, and answers quickly', async () => {
    const { call } = sb;
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'), { readonly: true });
    try {
      const plan = (sql: string) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('RNG', 'JL') as { detail: string }[]).map((r) => r.detail).join('; ');
      // The lobby's query: one lane, one vendor, a page in id order.
      expect(plan('SELECT id FROM games WHERE game_type = ? AND vendor = ? ORDER BY id LIMIT 15 OFFSET 300')).toMatch(/USING (COVERING )?INDEX games_type_vendor/);
      expect(plan('SELECT COUNT(*) FROM games WHERE game_type = ? AND vendor = ?')).toMatch(/USING (COVERING )?INDEX games_type_vendor/);
    } finally {
      db.close();
    }
    // Generous bounds: the machine is shared; the plan above is what keeps a page cheap.
    const t0 = performance.now();
    for (let p = 1; p <= 20; p += 1) await call({ url: `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JL&pageNo=${p * 5}&pageSize=15`, headers: DEMO });
    expect((performance.now() - t0) / 20).toBeLessThan(250);
    const found = (await call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=tiger&pageSize=15', headers: DEMO })).json().value;
    expect(found.totalCount).toBeGreaterThan(100);
  });

  it('draws real PNG artwork for tiles and vendor logos, the same bytes each time', async () => {
    const { call } = sb;
    const a = await call({ url: '/cdn/TCG_GAME_ICONS/PG/PG00002.png' });
    const b = await call({ url: '/cdn/TCG_GAME_ICONS/PG/PG00002.png' });
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.raw.length).toBeGreaterThan(5_000);
    expect(b.raw.equals(a.raw)).toBe(true);
    const logo = await call({ url: '/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-COLOR.png' });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.raw.readUInt32BE(16)).toBe(240); // PNG width
  });
});

describe('favourites, launch, the sandbox game and recent games', () => {
  it('needs a session', async () => {
    expect((await sb.call({ url: '/wps/relay/MCSFE_getFavoriteGames', headers: DEMO })).statusCode).toBe(401);
    expect((await sb.call({ url: '/wps/relay/GCS_recentGame', headers: DEMO })).statusCode).toBe(401);
  });

  it('adds, lists and removes favourites', async () => {
    const auth = await login('player01');
    const { call } = sb;
    const game = { nodeId: '12', vendor: 'PG', gameType: 'RNG' };
    expect((await call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: auth, payload: game })).json().success).toBe(true);
    expect((await call({ url: '/wps/relay/MCSFE_getFavoriteGames', headers: auth })).json().value).toEqual(['12']);
    const list = (await call({ url: '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&pageNo=1&pageSize=999&gameType=RNG', headers: auth })).json().value;
    expect(list.content.map((g: { nodeId: string }) => g.nodeId)).toEqual(['12']);
    expect(list.totalPages).toBe(1);
    await call({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=12&vendor=PG&gameType=RNG', headers: auth });
    expect((await call({ url: '/wps/relay/MCSFE_getFavoriteGames', headers: auth })).json().value).toEqual([]);
    const bad = await call({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: auth, payload: { nodeId: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });

  it('launches into the sandbox game, whose spins move money and fill recent games and the winner board', async () => {
    const auth = await login('agent01m2');
    const { call } = sb;
    const noMode = await call({ url: '/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG', headers: auth });
    expect(noMode.statusCode).toBe(500);
    expect(noMode.json().errorCode).toBe('#727');
    const launch = (await call({ url: '/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG&launchMode=GLS&accountType=1&platform=html5&clientType=3', headers: auth })).json().value;
    const url: string = launch.content.game_url;
    expect(url).toMatch(/^\/sandbox-games\/play\/[\w-]+$/);
    expect(launch.gameUrl).toBe(url);
    const pageRes = await call({ url });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-security-policy']).toContain("script-src 'self'");
    const ticket = url.split('/').pop();
    const state = (await call({ url: `/sandbox-games/api/state?ticket=${ticket}` })).json();
    expect(state.balance).toBe(200);
    const recent = (await call({ url: '/wps/relay/GCS_recentGame', headers: auth })).json().value;
    expect(recent.list.map((g: { nodeId: string }) => g.nodeId)).toEqual(['5']);

    let balance = state.balance;
    for (let i = 0; i < 6; i += 1) {
      const spin = (await call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 1 } })).json();
      expect(spin.balance).toBeCloseTo(balance - 1 + spin.win, 2);
      balance = spin.balance;
    }
    const shown = (await call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value;
    expect(shown.sumBalance).toBeCloseTo(balance, 2);
    const tooMuch = await call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 1000 } });
    expect(tooMuch.statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket: 'forged', bet: 1 } })).statusCode).toBe(404);

    const board = (await call({ url: '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20', headers: DEMO })).json().value.list;
    expect(board.length).toBe(20);
    const wins = board.map((r: { vo: { winAmount: number } }) => r.vo.winAmount);
    expect(wins).toEqual([...wins].sort((x: number, y: number) => y - x));
    expect(board[0]).toMatchObject({ player: expect.any(String), prize: wins[0], vo: { customerName: expect.stringContaining('***') } });
  });

  it('lets a trial account play with its trial balance, and lists PVP rooms', async () => {
    const auth = await login('trial01');
    const launched = await sb.call({ url: '/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG&launchMode=GLS&accountType=1', headers: auth });
    expect(launched.statusCode).toBe(200);
    const ticket = String(launched.json().value.gameUrl).split('/').pop();
    const before = (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance;
    const spin = (await sb.call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 1 } })).json();
    expect(spin.balance).toBeCloseTo(before - 1 + spin.win, 2);
    expect((await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance).toBeCloseTo(spin.balance, 2);
    const rooms = (await sb.call({ url: '/wps/relay/GLS2_roomList?vassalage=KY', headers: auth })).json().value.list;
    expect(rooms.length).toBeGreaterThan(3);
    const room = (await sb.call({ url: `/wps/game/launchGame?roomId=${rooms[0].roomId}&vassalage=KY&gameType=PVP&launchMode=GLS&accountType=0`, headers: auth })).json();
    expect(room.value.gameUrl).toMatch(/^\/sandbox-games\/play\//);
  });

  it('pays three alike 10x, two alike 1.5x, else nothing', () => {
    expect(payoutCents([2, 2, 2], 100)).toBe(1000);
    expect(payoutCents([1, 2, 1], 100)).toBe(150);
    expect(payoutCents([0, 1, 2], 100)).toBe(0);
  });
});
