import type Database from 'better-sqlite3';

/**
 * Indexes of the games table (created in schema.ts): every lobby page filters by lane and usually by
 * vendor, then pages in id order, so a page of 15 over 10,000 games reads the index, not the table.
 */
export const GAMES_INDEX_SCHEMA = `
  CREATE INDEX IF NOT EXISTS games_type_vendor_classify ON games (game_type, vendor, classify);
  CREATE INDEX IF NOT EXISTS games_type_classify ON games (game_type, classify);
  CREATE INDEX IF NOT EXISTS games_hot ON games (is_hot, game_type);
`;

export interface Game {
  id: number;
  code: string;
  name: string;
  vendor: string;
  /** The lane: RNG, LIVE, FISH, … */
  gameType: string;
  classify: string;
  minBetCents: number;
  isHot: boolean;
}

interface GameRow {
  id: number;
  game_code: string;
  game_name: string;
  vendor: string;
  game_type: string;
  classify: string;
  min_bet_cents: number;
  is_hot: number;
}

const toGame = (r: GameRow): Game => ({
  id: r.id,
  code: r.game_code,
  name: r.game_name,
  vendor: r.vendor,
  gameType: r.game_type,
  classify: r.classify,
  minBetCents: r.min_bet_cents,
  isHot: r.is_hot === 1,
});

const COLUMNS = 'id, game_code, game_name, vendor, game_type, classify, min_bet_cents, is_hot';

export interface GameFilter {
  gameType?: string;
  vendor?: string;
  classify?: string;
  /** Part of the name, any case. */
  nameLike?: string;
  minBetCents?: number;
}

export function gamesRepo(db: Database.Database) {
  // Lanes mixed (by id), so the first tiles of the home widget are not all of one lane.
  const hot = db.prepare<[], GameRow>(`SELECT ${COLUMNS} FROM games WHERE is_hot = 1 ORDER BY id % 5, id LIMIT 60`);
  const hotOfVendor = db.prepare<[string], GameRow>(`SELECT ${COLUMNS} FROM games WHERE is_hot = 1 AND vendor = ? ORDER BY (game_type = 'RNG'), id LIMIT 20`);
  const hotOfType = db.prepare<[string], GameRow>(`SELECT ${COLUMNS} FROM games WHERE is_hot = 1 AND game_type = ? ORDER BY id LIMIT 60`);
  const nameByCode = db.prepare<[string], { game_name: string }>('SELECT game_name FROM games WHERE game_code = ?');
  const byCode = db.prepare<[string], GameRow>(`SELECT ${COLUMNS} FROM games WHERE game_code = ?`);
  const byId = db.prepare<[number], GameRow>(`SELECT ${COLUMNS} FROM games WHERE id = ?`);
  const classifyCounts = db.prepare<[string], { classify: string; vendor: string; n: number }>(
    'SELECT classify, vendor, COUNT(*) AS n FROM games WHERE game_type = ? GROUP BY classify, vendor ORDER BY classify',
  );
  // One prepared statement per combination of filters used (at most 32).
  const filtered = new Map<string, { count: Database.Statement<unknown[], { n: number }>; page: Database.Statement<unknown[], GameRow> }>();
  const countsCache = new Map<string, { classify: string; vendor: string; n: number }[]>();

  return {
    /** One page of the games matching `filter`, in id order, and how many match in all. */
    list(filter: GameFilter, pageNo: number, pageSize: number): { games: Game[]; total: number } {
      const where: string[] = [];
      const args: (string | number)[] = [];
      const eq = (column: string, value: string | number | undefined) => {
        if (value === undefined || value === '') return;
        where.push(`${column} = ?`);
        args.push(value);
      };
      eq('game_type', filter.gameType);
      eq('vendor', filter.vendor);
      eq('classify', filter.classify);
      if (filter.nameLike) {
        where.push("game_name LIKE ? ESCAPE '\\'");
        args.push(`%${filter.nameLike.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      }
      eq('min_bet_cents', filter.minBetCents);
      const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';
      let stmts = filtered.get(sqlWhere);
      if (!stmts) {
        stmts = {
          count: db.prepare(`SELECT COUNT(*) AS n FROM games ${sqlWhere}`),
          page: db.prepare(`SELECT ${COLUMNS} FROM games ${sqlWhere} ORDER BY id LIMIT ? OFFSET ?`),
        };
        filtered.set(sqlWhere, stmts);
      }
      const total = stmts.count.get(...args)?.n ?? 0;
      return { games: stmts.page.all(...args, pageSize, (pageNo - 1) * pageSize).map(toGame), total };
    },
    /** Every hot game (up to 60) of every lane, or up to 20 of one vendor. */
    hot(vendor?: string): Game[] {
      return (vendor ? hotOfVendor.all(vendor) : hot.all()).map(toGame);
    },
    /** Every hot game of a lane (the lobby's hot tab lists them as one page). */
    hotOfType(gameType: string): Game[] {
      return hotOfType.all(gameType).map(toGame);
    },
    byCode(code: string): Game | undefined {
      const row = byCode.get(code);
      return row && toGame(row);
    },
    byId(id: number): Game | undefined {
      const row = byId.get(id);
      return row && toGame(row);
    },
    /** The games of `ids`, in that order; unknown ids are left out. */
    byIds(ids: readonly number[]): Game[] {
      return ids.map((id) => byId.get(id)).filter((r): r is GameRow => r !== undefined).map(toGame);
    },
    nameByCode(code: string): string | undefined {
      return nameByCode.get(code)?.game_name;
    },
    /** Game counts of a lane per classify and vendor; cached, as the games table is fixed once seeded. */
    classifyCounts(gameType: string): { classify: string; vendor: string; n: number }[] {
      let counts = countsCache.get(gameType);
      if (!counts) {
        counts = classifyCounts.all(gameType);
        countsCache.set(gameType, counts);
      }
      return counts;
    },
  };
}
