import { api } from '@tessera/shared';
import type { ConsolidatedFunds } from './types';

/** The consolidated funds; shared's endpoint table leaves its answer untyped, so it is narrowed here. */
export async function fetchConsolidatedFunds(): Promise<ConsolidatedFunds> {
  const value: unknown = await api.call('consolidatedFunds');
  return value !== null && typeof value === 'object' ? (value as ConsolidatedFunds) : {};
}
