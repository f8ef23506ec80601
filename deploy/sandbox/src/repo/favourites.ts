/** Favourite games per member (docs/product.md#favourites). */
import type Database from 'better-sqlite3';

export const FAVOURITES_SCHEMA = `
  CREATE TABLE IF NOT EXISTS game_favourites (
    member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id));
`;

export function favouritesRepo(db: Database.Database) {
  const ids = db.prepare<[number], { game_id: number }>('SELECT game_id FROM game_favourites WHERE member_id = ? ORDER BY created_at DESC, game_id');
  const add = db.prepare('INSERT OR IGNORE INTO game_favourites (member_id, game_id, created_at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM game_favourites WHERE member_id = ? AND game_id = ?');
  return {
    /** Game ids, newest favourite first. */
    ids(memberId: number): number[] {
      return ids.all(memberId).map((r) => r.game_id);
    },
    add(memberId: number, gameId: number, now = Date.now()): void {
      add.run(memberId, gameId, now);
    },
    remove(memberId: number, gameId: number): void {
      remove.run(memberId, gameId);
    },
  };
}
