import { api, type BetRecordsRequest, type BetRecordsValue } from '@tessera/shared';
/** Betting records (docs/product.md#member-centre): the member's bets through `betRecords` (docs/gateway.md#member-report-calls). */

export function fetchBetRecords(req: BetRecordsRequest): Promise<BetRecordsValue> {
  return api.call('betRecords', req);
}
