/**
 * Render crashes (docs/architecture.md#telemetry): a remote that loaded but threw while rendering, as its
 * host's error boundary reports it. The text is scrubbed in the browser and again here, with the rules of
 * shared/src/contracts/crash-report.ts (repeated: the server cannot load shared's TypeScript at run time;
 * crash-reports.test.ts pins the two together).
 */

export const CRASH_TEXT_MAX = 200;
/** Distinct crash messages kept per merchant, remote and version: enough to diagnose, bounded against floods. */
export const CRASHES_PER_VERSION = 50;
export const EXPOSE_RE = /^\.\/[A-Za-z][\w-]{0,40}$/;

export function scrubCrashText(text: string, keepPosition = false): string {
  let position = '';
  let s = text;
  if (keepPosition) {
    const m = /:\d+:\d+\)?$/.exec(s);
    if (m) {
      position = m[0];
      s = s.slice(0, m.index);
    }
  }
  s = s
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#)]*)[?#][^\s)]*/gi, '$1')
    .replace(/\b(?=[\w-]*\d)[\w-]{16,}\b/g, '<token>')
    .replace(/\+?\d[\d\s().-]*\d|\d/g, (n, offset: number, all: string) => (keepPosition && /\/[\w.:-]*$/.test(all.slice(0, offset)) ? n : '<n>'));
  return (s + position).replace(/\s+/g, ' ').trim().slice(0, CRASH_TEXT_MAX);
}

export interface CrashReportRow {
  merchant: string;
  remote: string;
  version: string;
  expose: string;
  message: string;
  frame: string | null;
  count: number;
  firstAt: string;
  lastAt: string;
}
