import type Database from 'better-sqlite3';

/** 0 open, 1 under maintenance, 2 region restricted (what /wps/system/status reports). */
export type MerchantStatus = 0 | 1 | 2;

export interface Merchant {
  code: string;
  status: MerchantStatus;
  /** Overrides of the maintenance notice (title, endTime, message) set through the test controls. */
  maintenance: Record<string, unknown> | null;
  /** White-label module switches by module id. */
  modules: Record<string, boolean>;
}

interface MerchantRow {
  code: string;
  status: number;
  maintenance_json: string | null;
  modules_json: string;
}

const toMerchant = (r: MerchantRow): Merchant => ({
  code: r.code,
  status: r.status as MerchantStatus,
  maintenance: r.maintenance_json ? (JSON.parse(r.maintenance_json) as Record<string, unknown>) : null,
  modules: JSON.parse(r.modules_json) as Record<string, boolean>,
});

export function merchantsRepo(db: Database.Database) {
  const byCode = db.prepare<[string], MerchantRow>('SELECT code, status, maintenance_json, modules_json FROM merchants WHERE code = ?');
  const setStatus = db.prepare<[number, string | null, string]>('UPDATE merchants SET status = ?, maintenance_json = ? WHERE code = ?');
  const setModules = db.prepare<[string, string]>('UPDATE merchants SET modules_json = ? WHERE code = ?');
  return {
    find(code: string): Merchant | undefined {
      const row = byCode.get(code);
      return row && toMerchant(row);
    },
    setStatus(code: string, status: MerchantStatus, maintenance: Record<string, unknown> | null): void {
      setStatus.run(status, maintenance ? JSON.stringify(maintenance) : null, code);
    },
    setModules(code: string, modules: Record<string, boolean>): void {
      setModules.run(JSON.stringify(modules), code);
    },
  };
}
