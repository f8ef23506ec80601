/**
 * Each merchant's test account for `tessera release verify` (`merchant_verify_accounts`): the login in clear, the
 * password only sealed (AES-256-GCM under a key derived from the ops token, registry/verify-account.ts). No API
 * answers the password, sealed or not: the registry signs in with it itself and hands out a session.
 */
import type { Kysely } from 'kysely';
import type { Connection } from './connection.js';

export interface VerifyAccountTables {
  merchant_verify_accounts: { merchant: string; account: string; password_sealed: string; updated_at: string; actor: string };
}

/** What the ops API shows of a test account: never its password. */
export interface VerifyAccountView {
  merchant: string;
  account: string | null;
  updatedAt: string | null;
  actor: string | null;
}

/** The schema of this table (a migration of registry/db.ts). */
export async function createVerifyAccountTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_verify_accounts')
    .addColumn('merchant', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('password_sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute();
}

export class VerifyAccountsRepository {
  constructor(private readonly c: Connection) {}

  async view(merchant: string): Promise<VerifyAccountView> {
    const r = await this.c.db.selectFrom('merchant_verify_accounts').select(['account', 'updated_at', 'actor']).where('merchant', '=', merchant).executeTakeFirst();
    return { merchant, account: r?.account ?? null, updatedAt: r?.updated_at ?? null, actor: r?.actor ?? null };
  }

  /** The account with its sealed password, for the sign-in only. */
  async sealed(merchant: string): Promise<{ account: string; sealed: string } | undefined> {
    const r = await this.c.db.selectFrom('merchant_verify_accounts').select(['account', 'password_sealed']).where('merchant', '=', merchant).executeTakeFirst();
    return r && { account: r.account, sealed: r.password_sealed };
  }

  async set(merchant: string, account: string, sealed: string, actor: string): Promise<void> {
    const updated_at = new Date().toISOString();
    await this.c.db
      .insertInto('merchant_verify_accounts')
      .values({ merchant, account, password_sealed: sealed, updated_at, actor })
      .onConflict((oc) => oc.column('merchant').doUpdateSet({ account, password_sealed: sealed, updated_at, actor }))
      .execute();
  }

  async remove(merchant: string): Promise<void> {
    await this.c.db.deleteFrom('merchant_verify_accounts').where('merchant', '=', merchant).execute();
  }
}
