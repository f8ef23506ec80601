/** The audit log: who changed what, before and after (the `audit` table). */
import type { AuditRow } from '../api-types.js';
import type { Connection } from './connection.js';

export type { AuditRow } from '../api-types.js';

export interface AuditFilter {
  merchant?: string;
  action?: string;
  /** Who: a credential's name (`bootstrap` also finds `bootstrap (<actor>)`). */
  actor?: string;
}

export class AuditRepository {
  constructor(private readonly c: Connection) {}

  /** The newest `limit` audit rows, newest first, optionally of one merchant, action and/or actor. */
  async list(limit = 500, filter: AuditFilter = {}): Promise<AuditRow[]> {
    const rows = await this.c.db
      .selectFrom('audit')
      .selectAll()
      .$if(filter.merchant !== undefined, (q) => q.where('merchant', '=', filter.merchant as string))
      .$if(filter.action !== undefined, (q) => q.where('action', '=', filter.action as string))
      .$if(filter.actor !== undefined, (q) =>
        q.where((eb) => eb.or([eb('actor', '=', filter.actor as string), eb('actor', 'like', `${(filter.actor as string).replace(/[%_\\]/g, '')} (%)`)])),
      )
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      actor: r.actor,
      merchant: r.merchant,
      action: r.action,
      before: r.before_json ? JSON.parse(r.before_json) : null,
      after: r.after_json ? JSON.parse(r.after_json) : null,
      ...(r.note ? { note: r.note } : {}),
    }));
  }

  async add(actor: string, merchant: string, action: string, before: unknown, after: unknown, note?: string): Promise<void> {
    await this.c.db
      .insertInto('audit')
      .values({
        at: new Date().toISOString(),
        actor,
        merchant,
        action,
        before_json: before == null ? null : JSON.stringify(before),
        after_json: after == null ? null : JSON.stringify(after),
        note: note ?? null,
      })
      .execute();
  }
}
