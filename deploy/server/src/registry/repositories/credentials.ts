/** Named ops credentials (`credentials`): the token's SHA-256 only, never the token (registry/credentials.ts). */
import type { RegistryTables } from '../db.js';
import { touched, type Connection } from './connection.js';

/** A named ops credential as stored. */
export interface CredentialRecord {
  name: string;
  tokenHash: string;
  scopes: string[];
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

const toCredential = (r: RegistryTables['credentials']): CredentialRecord => ({
  name: r.name,
  tokenHash: r.token_hash,
  scopes: JSON.parse(r.scopes_json) as string[],
  createdAt: r.created_at,
  createdBy: r.created_by,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
});

export class CredentialsRepository {
  constructor(private readonly c: Connection) {}

  /** Stores a new credential; false when the name is taken (by a live or a revoked one: names stay unique for the audit). */
  async insert(c: CredentialRecord): Promise<boolean> {
    const res = await this.c.db
      .insertInto('credentials')
      .values({
        name: c.name,
        token_hash: c.tokenHash,
        scopes_json: JSON.stringify(c.scopes),
        created_at: c.createdAt,
        created_by: c.createdBy,
        expires_at: c.expiresAt,
        revoked_at: c.revokedAt,
        last_used_at: c.lastUsedAt,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return touched(res.numInsertedOrUpdatedRows) > 0;
  }

  /** The credential whose token has this SHA-256 (revoked and expired ones included: the caller decides). */
  async byHash(tokenHash: string): Promise<CredentialRecord | undefined> {
    const r = await this.c.db.selectFrom('credentials').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return r && toCredential(r);
  }

  async list(): Promise<CredentialRecord[]> {
    const rows = await this.c.db.selectFrom('credentials').selectAll().orderBy('created_at').orderBy('name').execute();
    return rows.map(toCredential);
  }

  /** Revokes a live credential: false when there is none of that name (or it is revoked already). */
  async revoke(name: string, at: string): Promise<boolean> {
    const res = await this.c.db.updateTable('credentials').set({ revoked_at: at }).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
    return touched(res.numUpdatedRows) > 0;
  }

  /** Notes when a credential was last used (at most once a minute per credential, see credentials.ts). */
  async touch(name: string, at: string): Promise<void> {
    await this.c.db.updateTable('credentials').set({ last_used_at: at }).where('name', '=', name).execute();
  }
}
