/** What the CLI prints for people: aligned tables, durations in the units people type, "did you mean". */
import { UsageError } from './ops-api.js';
import { escapeControls } from '../util/control-chars.js';

/** One table cell: empty (null, undefined or an empty string) shows as `-`. */
export type Cell = string | number | null | undefined;

/**
 * Rows as an aligned table under upper-case headers, two spaces between columns; empty cells show `-`.
 * The last column is not padded (no trailing spaces). `(none)` when there are no rows. Control characters in
 * a cell are written as escapes (util/control-chars.ts).
 */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  if (!rows.length) return '(none)';
  // Cells carry what clients sent (crash messages, reasons): their control characters are shown, not obeyed.
  const text = rows.map((r) => headers.map((_, i) => (r[i] === null || r[i] === undefined || r[i] === '' ? '-' : escapeControls(String(r[i])))));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers.map((h) => h.toUpperCase())), ...text.map(line)].join('\n');
}

const UNITS = [
  ['d', 86_400],
  ['h', 3600],
  ['m', 60],
  ['s', 1],
] as const;

/** Seconds in the largest unit that divides them: 604800 → `7d`, 5400 → `90m`, 45 → `45s`. */
export function formatDuration(seconds: number): string {
  for (const [unit, size] of UNITS) if (seconds >= size && seconds % size === 0) return `${seconds / size}${unit}`;
  return `${seconds}s`;
}

/**
 * `90s`, `30m`, `2h`, `7d` (or plain seconds) → seconds, within `min`..`max` seconds; the limits are stated
 * in the same units (`--ttl must be between 1m and 7d, got 30d`).
 */
export function parseDuration(v: string, name: string, limits: { min: number; max: number }): number {
  const m = /^(\d{1,7})([smhd]?)$/.exec(v.trim());
  if (!m?.[1]) throw new UsageError(`${name} must be a duration like 30m, 2h or 7d, got "${v}"`);
  const size = UNITS.find(([u]) => u === m[2])?.[1] ?? 1;
  const seconds = Number(m[1]) * size;
  if (seconds < limits.min || seconds > limits.max) {
    throw new UsageError(`${name} must be between ${formatDuration(limits.min)} and ${formatDuration(limits.max)}, got ${v}`);
  }
  return seconds;
}

/**
 * Edits between two words, two neighbouring letters swapped counting as one (`shwo` is one edit from `show`):
 * the optimal-string-alignment distance.
 */
export function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The candidate closest to `input` if it is close enough to be a typo (about a third of its letters), else undefined. */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = typoDistance(input.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  const allowed = Math.max(1, Math.floor(Math.max(input.length, 3) / 3));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/** A short hash for tables: `sha384-AbCdEf012345…`. */
export const shortHash = (h: string) => (h.length > 20 ? `${h.slice(0, 19)}…` : h);

/** An ISO time as `2026-11-26 08:15:02Z` (seconds, UTC): sortable and short. */
export const shortTime = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : null);
