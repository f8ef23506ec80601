import { api, type ConsolidatedFunds } from '@tessera/shared';

/** The consolidated funds (docs/gateway.md#member-calls); only their flag fields are read here. */
export function fetchConsolidatedFunds(): Promise<ConsolidatedFunds> {
  return api.call('consolidatedFunds');
}
