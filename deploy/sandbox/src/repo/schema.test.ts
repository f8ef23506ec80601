import Database from 'better-sqlite3';
import { applySchema } from './schema.js';
import { sessionsRepo } from './sessions.js';

const columns = (db: Database.Database, table: string) => (db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name);

describe('schema', () => {
  it('drops the never-read columns of an older database, keeping its rows, adds session expiry, and then accepts new sessions', () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE merchants (code TEXT PRIMARY KEY, name TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 0, maintenance_json TEXT, modules_json TEXT NOT NULL);
      CREATE TABLE sessions (token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, merchant TEXT NOT NULL, created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL);
      INSERT INTO merchants (code, name, modules_json) VALUES ('demo', 'Tessera Demo', '{}');
      INSERT INTO sessions VALUES ('old', 1, 'demo', 1, 2);
    `);
    applySchema(db);
    expect(columns(db, 'merchants')).toEqual(['code', 'status', 'maintenance_json', 'modules_json']);
    expect(columns(db, 'sessions')).toEqual(['token', 'member_id', 'merchant', 'expires_at']);
    expect(db.prepare('SELECT code FROM merchants').all()).toEqual([{ code: 'demo' }]);
    expect(sessionsRepo(db).open(1, 'demo')).toMatch(/^[0-9a-f]{32}$/);
    applySchema(db); // a second start changes nothing
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    db.close();
  });
});
