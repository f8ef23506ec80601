/** Signed override links as issued (`override_links`): never their tokens, only what the console lists and revokes. */
import type { OverrideLinkView } from '../api-types.js';
import type { RegistryTables } from '../db.js';
import { touched, type Connection } from './connection.js';

const linkView = (r: RegistryTables['override_links']): OverrideLinkView => ({
  id: r.id,
  merchant: r.merchant,
  remote: r.remote,
  version: r.version,
  devUrl: r.dev_url,
  createdBy: r.created_by,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  revokedBy: r.revoked_by,
  boundAt: r.bound_at,
});

export class OverridesRepository {
  constructor(private readonly c: Connection) {}

  async insert(l: Omit<OverrideLinkView, 'revokedAt' | 'revokedBy' | 'boundAt'>): Promise<void> {
    await this.c.db
      .insertInto('override_links')
      .values({ id: l.id, merchant: l.merchant, remote: l.remote, version: l.version, dev_url: l.devUrl, created_by: l.createdBy, created_at: l.createdAt, expires_at: l.expiresAt })
      .execute();
  }

  async get(id: string): Promise<(OverrideLinkView & { browserHash: string | null }) | undefined> {
    const r = await this.c.db.selectFrom('override_links').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? { ...linkView(r), browserHash: r.browser_hash } : undefined;
  }

  /** Links not yet expired (revoked ones included, so the console shows them), newest first. */
  async live(nowIso: string, merchant?: string): Promise<OverrideLinkView[]> {
    const rows = await this.c.db
      .selectFrom('override_links')
      .selectAll()
      .where('expires_at', '>', nowIso)
      .$if(merchant !== undefined, (q) => q.where('merchant', '=', merchant as string))
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
    return rows.map(linkView);
  }

  /** Binds a link to a browser if no browser has it yet; true when it is (now or already) this browser's. */
  async bind(id: string, browserHash: string, at: string): Promise<boolean> {
    await this.c.db.updateTable('override_links').set({ browser_hash: browserHash, bound_at: at }).where('id', '=', id).where('browser_hash', 'is', null).execute();
    const r = await this.c.db.selectFrom('override_links').select('browser_hash').where('id', '=', id).executeTakeFirst();
    return r?.browser_hash === browserHash;
  }

  /** Revokes a live link; false when there is no such link or it was revoked already. */
  async revoke(id: string, by: string, at: string): Promise<boolean> {
    const res = await this.c.db.updateTable('override_links').set({ revoked_at: at, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return touched(res.numUpdatedRows) > 0;
  }
}
