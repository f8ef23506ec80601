/**
 * What every repository of the registry is built on (docs/architecture.md#database-and-instances): the Kysely
 * handle of registry/db.ts, or one transaction of it, and which database it is.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DialectName, RegistryTables } from '../db.js';

/** The database, or one transaction of it: a repository made from a transaction reads and writes inside it. */
export type Db = Kysely<RegistryTables> | Transaction<RegistryTables>;

export interface Connection {
  readonly db: Db;
  readonly dialect: DialectName;
}

/** Runs `fn` in a transaction of `db`, or in `db` itself when it is one already (no nesting). */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return (db as Kysely<RegistryTables>).transaction().execute(fn);
}

/** The number of rows a write touched, as a count (drivers answer bigint or undefined). */
export const touched = (n: bigint | undefined): number => Number(n ?? 0);
