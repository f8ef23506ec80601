/** Per-merchant rules (`merchant_policies`): whether a version needs a passing browser check before it reaches players (canary, set, pin, promote). */
import type { MerchantPolicy } from '../api-types.js';
import type { Connection } from './connection.js';

export class PoliciesRepository {
  constructor(private readonly c: Connection) {}

  async get(merchant: string): Promise<MerchantPolicy> {
    const r = await this.c.db.selectFrom('merchant_policies').select('require_verify').where('merchant', '=', merchant).executeTakeFirst();
    return { merchant, requireVerifiedRelease: Number(r?.require_verify ?? 0) === 1 };
  }

  async set(p: MerchantPolicy, actor: string): Promise<void> {
    const at = new Date().toISOString();
    const require_verify = p.requireVerifiedRelease ? 1 : 0;
    await this.c.db
      .insertInto('merchant_policies')
      .values({ merchant: p.merchant, require_verify, updated_at: at, actor })
      .onConflict((oc) => oc.column('merchant').doUpdateSet({ require_verify, updated_at: at, actor }))
      .execute();
  }
}
