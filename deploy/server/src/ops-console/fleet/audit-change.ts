/**
 * An audit row's change as diff lines (before → after), never raw JSON: release sets by remote (release-diff.ts),
 * anything else field by field in words. Plain data, tested without a browser (audit-change.test.ts).
 */
import type { AuditRow, ReleaseSet } from './api';
import { releaseDiff, type DiffLine } from './release-diff';

const isSet = (v: unknown): v is ReleaseSet => !!v && typeof v === 'object' && 'remotes' in v && 'host' in v;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A value in words: lists joined, objects as `key value` pairs, nothing as `(none)`. */
export function plain(v: unknown): string {
  if (v === null || v === undefined || v === '') return '(none)';
  if (Array.isArray(v)) return v.length ? v.map(plain).join(', ') : '(none)';
  if (isObject(v)) return Object.entries(v).map(([k, x]) => `${k} ${plain(x)}`).join('; ') || '(none)';
  if (typeof v === 'string' && v.startsWith('<svg')) return `SVG, ${v.length} characters`;
  return String(v as string | number | boolean);
}

export function auditLines(row: Pick<AuditRow, 'before' | 'after'>): DiffLine[] {
  const { before, after } = row;
  if (isSet(before) || isSet(after)) return releaseDiff(isSet(before) ? before : null, isSet(after) ? after : null);
  if (isObject(before) || isObject(after)) {
    const b = isObject(before) ? before : {};
    const a = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((k) => ({ what: k, del: plain(b[k]), add: plain(a[k]) })).filter((l) => l.del !== l.add);
  }
  if (before === after) return [];
  return [{ what: 'value', del: plain(before), add: plain(after) }];
}
