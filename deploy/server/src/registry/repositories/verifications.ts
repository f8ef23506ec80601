/** Browser checks of remote versions (`tessera release verify`, the `verifications` table). */
import type { Verification } from '../api-types.js';
import type { Connection } from './connection.js';

export class VerificationsRepository {
  constructor(private readonly c: Connection) {}

  async add(v: Verification): Promise<void> {
    await this.c.db
      .insertInto('verifications')
      .values({ merchant: v.merchant, remote: v.remote, version: v.version, ok: v.ok ? 1 : 0, problems_json: JSON.stringify(v.problems), at: v.at, actor: v.actor })
      .execute();
  }

  /** The last check of each remote version on a merchant (or of one remote version), newest first. */
  async last(merchant: string, only?: { remote: string; version: string }): Promise<Verification[]> {
    const rows = await this.c.db
      .selectFrom('verifications')
      .selectAll()
      .where('merchant', '=', merchant)
      .$if(only !== undefined, (q) => q.where('remote', '=', only!.remote).where('version', '=', only!.version))
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    const seen = new Set<string>();
    const out: Verification[] = [];
    for (const r of rows) {
      const key = `${r.remote}@${r.version}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ merchant: r.merchant, remote: r.remote, version: r.version, ok: Number(r.ok) === 1, problems: JSON.parse(r.problems_json) as string[], at: r.at, actor: r.actor });
    }
    return out;
  }
}
