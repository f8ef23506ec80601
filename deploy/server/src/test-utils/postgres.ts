/**
 * A fresh PostgreSQL database per test run, dropped afterwards. Tests that need PostgreSQL fail (never skip)
 * when it cannot be reached, with a message that says how to get one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server to create test databases on: TESSERA_TEST_PG_URL, else the one CI and the dev machines run. */
export const PG_ADMIN_URL = process.env.TESSERA_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is required by this test and is not reachable at ${PG_ADMIN_URL} (${(e as Error).message}). ` +
        'Start it (`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, as .ci/run does) ' +
        'or point TESSERA_TEST_PG_URL at a server where this user may create databases.',
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // FORCE: a server process killed by a test may still hold a connection.
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
