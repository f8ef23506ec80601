import { api, type ProfitLossValue } from '@tessera/shared';
/** Personal profit and loss (docs/product.md#member-centre) through `profitLoss` (docs/gateway.md#member-report-calls). */

export function fetchProfitLoss(req: { startTime: number; endTime: number }): Promise<ProfitLossValue> {
  return api.call('profitLoss', req);
}
