/**
 * Date ranges of the record pages (docs/product.md#constants): whole local days, the end exclusive;
 * presets move the range back or forward by 7 or 30 days and never past today.
 */
import dayjs, { type Dayjs } from 'dayjs';

export interface DateRange {
  /** YYYY-MM-DD, first day included. */
  from: string;
  /** YYYY-MM-DD, last day included. */
  to: string;
}
export type RangePreset = 'prev30' | 'prev7' | 'next7' | 'next30';
export const RANGE_PRESETS: readonly RangePreset[] = ['prev30', 'prev7', 'next7', 'next30'];

const DAY = 'YYYY-MM-DD';

/** The last `days` days up to today. */
export function lastDays(days: number, today: Dayjs = dayjs()): DateRange {
  return { from: today.subtract(days - 1, 'day').format(DAY), to: today.format(DAY) };
}

/** The `days` days before the range, or after it (capped at today; unchanged when already there). */
export function applyPreset(range: DateRange, preset: RangePreset, today: Dayjs = dayjs()): DateRange {
  const days = preset.endsWith('30') ? 30 : 7;
  if (preset.startsWith('prev')) {
    const to = dayjs(range.from).subtract(1, 'day');
    return { from: to.subtract(days - 1, 'day').format(DAY), to: to.format(DAY) };
  }
  const from = dayjs(range.to).add(1, 'day');
  if (from.isAfter(today, 'day')) return range;
  const to = from.add(days - 1, 'day');
  return { from: from.format(DAY), to: (to.isAfter(today, 'day') ? today : to).format(DAY) };
}

/** A range as the gateway takes it: epoch ms of local midnight, end exclusive. */
export function toTimes(range: DateRange): { startTime: number; endTime: number } {
  return { startTime: dayjs(range.from).startOf('day').valueOf(), endTime: dayjs(range.to).add(1, 'day').startOf('day').valueOf() };
}

export function isValidRange(range: DateRange): boolean {
  const from = dayjs(range.from, DAY, true);
  const to = dayjs(range.to, DAY, true);
  return from.isValid() && to.isValid() && !to.isBefore(from) && to.diff(from, 'day') <= 92;
}
