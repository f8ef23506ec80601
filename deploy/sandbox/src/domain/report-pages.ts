/**
 * The range and paging of the member's report calls (records, betting records, profit and loss, points
 * details, inbox, redeem list): a range of at most 93 days (docs/product.md#constants) and pages counted from 1.
 */
import { GatewayError } from '../gateway/envelope.js';

/** The longest range a report reads. */
export const MAX_RANGE_MS = 93 * 86_400_000;

/** The call's `startTime`..`endTime` in epoch milliseconds, or the refusal of a reversed or too long range. */
export function rangeOf(input: { startTime?: unknown; endTime?: unknown }): { from: number; to: number } {
  const from = Number(input.startTime);
  const to = Number(input.endTime);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to <= from || to - from > MAX_RANGE_MS) {
    throw new GatewayError(200, 'request_param_err', 'startTime and endTime must be a range of at most 93 days');
  }
  return { from, to };
}

/** The page a list call asks for: `pageNo` from 1, `pageSize` 10 unless set, at most `maxSize`; `offset` is its first row. */
export function pageOf(input: { pageNo?: unknown; pageSize?: unknown }, maxSize: number): { pageNo: number; pageSize: number; offset: number } {
  const pageSize = Math.min(Math.max(Math.floor(Number(input.pageSize)) || 10, 1), maxSize);
  const pageNo = Math.max(Math.floor(Number(input.pageNo)) || 1, 1);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** How many pages `count` rows fill: at least one, so an empty list is page 1 of 1. */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));
