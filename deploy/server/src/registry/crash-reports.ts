/**
 * Render crashes (docs/architecture.md#telemetry): a remote that loaded but threw while rendering, as its
 * host's error boundary reports it. The text is scrubbed in the browser and again at the intake (telemetry.ts),
 * with the same code: shared/src/contracts/crash-report.ts, compiled into dist/shared (tsconfig.shared.json).
 */

/** Distinct crash messages kept per merchant, remote and version: enough to diagnose, bounded against floods. */
export const CRASHES_PER_VERSION = 50;
export const EXPOSE_RE = /^\.\/[A-Za-z][\w-]{0,40}$/;

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
