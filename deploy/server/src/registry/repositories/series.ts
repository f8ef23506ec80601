/** The merchant, remote and version key the telemetry and crash tables share, and its filter. */
import type { ExpressionBuilder } from 'kysely';
import type { RegistryTables } from '../db.js';

/** One series of the telemetry: a version of a merchant's remote. */
export interface SeriesKey {
  merchant: string;
  remote: string;
  version: string;
}
/** One merchant, remote and/or version of the telemetry and crash tables; what is not set is not filtered. */
export type SeriesFilter = Partial<SeriesKey>;

/** The filter as one condition (no part set: always true). */
export const inSeries =
  (filter: SeriesFilter) =>
  (eb: ExpressionBuilder<RegistryTables, 'crash_reports' | 'telemetry_minutes' | 'telemetry_load_buckets'>) =>
    eb.and((['merchant', 'remote', 'version'] as const).flatMap((column) => (filter[column] === undefined ? [] : [eb(column, '=', filter[column])])));
