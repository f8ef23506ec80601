/**
 * Seeded games: about 10,000 slots over the RNG vendors, and the games of every other lane (fishing,
 * live tables, card rooms, sports and e-sports books, cockfight arenas). Each part is seeded once,
 * marked in `kv`, so a later version adds its new lanes to an older database without touching the rest.
 */
import type Database from 'better-sqlite3';
import {
  CLASSIFY,
  COCKFIGHT_NAMES,
  ESPORTS_NAMES,
  ESPORTS_VENDORS,
  FISH_NAMES,
  LANES,
  LIVE_NAMES,
  MIN_BETS_CENTS,
  PVP_NAMES,
  SPORTS_NAMES,
  WORDS_A,
  WORDS_B,
  WORDS_C,
  prng,
} from './catalog.js';

export const RNG_GAME_COUNT = 10_000;

function seedFirstLanes(db: Database.Database, insert: Database.Statement): void {
  const rand = prng(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  let id = 0;
  const rngVendors = LANES.find((l) => l.title === 'RNG')?.vendors ?? [];
  for (let i = 0; i < RNG_GAME_COUNT; i += 1) {
    id += 1;
    const vendor = rngVendors[i % rngVendors.length]?.code ?? 'JL';
    const name = `${pick(WORDS_A)} ${pick(WORDS_B)} ${pick(WORDS_C)} ${1 + Math.floor(i / rngVendors.length) % 97}`;
    const classify = rand() < 0.7 ? 'SLOT' : pick(CLASSIFY.slice(1)).key;
    insert.run(id, `${vendor}${String(id).padStart(5, '0')}`, name, vendor, 'RNG', classify, pick(MIN_BETS_CENTS), i % 500 === 7 ? 1 : 0);
  }
  const others: [string, readonly string[], number][] = [
    ['FISH', FISH_NAMES, 36],
    ['LIVE', LIVE_NAMES, 36],
    ['PVP', PVP_NAMES, 30],
  ];
  for (const [type, names, count] of others) {
    const vendors = LANES.find((l) => l.title === type)?.vendors ?? [];
    for (let i = 0; i < count; i += 1) {
      id += 1;
      const vendor = vendors[i % vendors.length]?.code ?? 'JL';
      const base = names[i % names.length] ?? type;
      const name = i < names.length ? base : `${base} ${Math.floor(i / names.length) + 1}`;
      insert.run(id, `${vendor}_${type}${String(id).padStart(5, '0')}`, name, vendor, type, type === 'FISH' ? 'AC' : 'TG', pick(MIN_BETS_CENTS), i < 2 ? 1 : 0);
    }
  }
}

/** Sports books, e-sports books and cockfight arenas: a few games per vendor, ids from 20001. */
function seedSportsAndCockfight(db: Database.Database, insert: Database.Statement): void {
  const rand = prng(20260202);
  let id = 20_000;
  for (const title of ['SPORTS', 'COCKFIGHT']) {
    for (const v of LANES.find((l) => l.title === title)?.vendors ?? []) {
      const names = title === 'COCKFIGHT' ? COCKFIGHT_NAMES : ESPORTS_VENDORS.has(v.code) ? ESPORTS_NAMES : SPORTS_NAMES;
      names.forEach((name, i) => {
        id += 1;
        const minBet = MIN_BETS_CENTS[Math.floor(rand() * MIN_BETS_CENTS.length)] ?? 1;
        insert.run(id, `${v.code}_${title}${String(id).padStart(5, '0')}`, `${v.displayName} ${name}`, v.code, title, 'TG', minBet, i === 0 ? 1 : 0);
      });
    }
  }
}

/** The game code of a vendor entry: a tile standing for a whole vendor (`isGame: 'VASSALAGE'`). */
export const VENDOR_ENTRY_PREFIX = 'VASSALAGE_';
export const isVendorEntry = (code: string): boolean => code.startsWith(VENDOR_ENTRY_PREFIX);

/**
 * Vendor entries (docs/product.md#game-launch): hot tiles in the fishing and live lobbies that open the
 * vendor's game list in a popup, ids from 30001 (their classification is their lane's, so no filter
 * changes); and one hot lottery game.
 */
function seedHotExtras(_db: Database.Database, insert: Database.Statement): void {
  const entries: [vendor: string, gameType: string, classify: string][] = [
    ['JDB', 'FISH', 'AC'],
    ['FC', 'FISH', 'AC'],
    ['EG4', 'LIVE', 'TG'],
  ];
  let id = 30_000;
  for (const [vendor, gameType, classify] of entries) {
    id += 1;
    const name = LANES.find((l) => l.title === gameType)?.vendors.find((v) => v.code === vendor)?.displayName ?? vendor;
    insert.run(id, `${VENDOR_ENTRY_PREFIX}${vendor}_${gameType}`, name, vendor, gameType, classify, MIN_BETS_CENTS[0] ?? 1, 1);
  }
  // A lottery game among the hot games: the launch rules send it to /lottery?gameCode= (a game of the
  // lottery page, seed/lottery.ts). Its id sorts it into the home widget's first tiles (hot order: id % 5).
  insert.run(30_005, 'LOTTO1M', '1-Minute Lotto', 'TCG', 'LOTT', 'LOTT', MIN_BETS_CENTS[0] ?? 1, 1);
}

const PARTS: [key: string, seed: (db: Database.Database, insert: Database.Statement) => void][] = [
  ['games:v1', seedFirstLanes],
  ['games:v2-sports-cockfight', seedSportsAndCockfight],
  ['games:v3-vendor-entries-lottery', seedHotExtras],
];

/** Runs inside seed()'s IMMEDIATE transaction. */
export function seedGames(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO games (id, game_code, game_name, vendor, game_type, classify, min_bet_cents, is_hot) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const done = db.prepare<[string], { value: string }>('SELECT value FROM kv WHERE key = ?');
  const mark = db.prepare("INSERT INTO kv (key, value) VALUES (?, '1')");
  // A database seeded before the parts were marked already holds the first part.
  if (!done.get('games:v1') && db.prepare('SELECT 1 FROM games LIMIT 1').get()) mark.run('games:v1');
  for (const [key, part] of PARTS) {
    if (done.get(key)) continue;
    part(db, insert);
    mark.run(key);
  }
}
