/**
 * `tessera vitals <merchant> [--remote R] [--since 24h]`: what real players experienced per app version
 * (docs/field-truth.md), from `GET /ops/field`: p75 of LCP, INP and CLS with their web.dev rating and sample count,
 * a canary against stable, and flow success rates. `--json` prints the answer as it is.
 */
import type { Command, CommandContext } from './commands.js';
import { formatDuration, parseDuration, table, type Cell } from './format.js';
import { opsApi, UsageError } from './ops-api.js';

interface MetricSummary {
  count: number;
  p75: number | null;
  rating: 'good' | 'needs-improvement' | 'poor' | null;
}
interface Comparison {
  ratio: number | null;
  canaryCount: number;
  stableCount: number;
  test: { significant: boolean };
}
interface VersionSummary {
  merchant: string;
  app: string;
  version: string;
  role: string;
  vitals: Record<'LCP' | 'INP' | 'CLS', MetricSummary>;
  flows: { flow: string; ok: number; fail: number; successRate: number | null; errors: { key: string; count: number }[] }[];
  vsStable?: { LCP: Comparison; INP: Comparison; failures: { p1: number; p2: number; significant: boolean; canaryAttempts: number } };
}
export interface FieldAnswer {
  windowMs: number;
  versions: VersionSummary[];
}

const MARK = { good: '', 'needs-improvement': ' (needs improvement)', poor: ' (poor)' } as const;
const metric = (m: MetricSummary, unit: 'ms' | '') => (m.p75 === null ? null : `${unit === 'ms' ? Math.round(m.p75) : m.p75.toFixed(3)}${unit}${m.rating ? MARK[m.rating] : ''}`);
const versus = (c: Comparison | undefined) => (!c || c.ratio === null ? null : `${c.ratio >= 1 ? '+' : ''}${Math.round((c.ratio - 1) * 100)}%${c.test.significant ? ' significant' : ''}`);

/** The human table: one row per app version (canary beside stable), then one per flow. */
export function vitalsTable(answer: FieldAnswer): string {
  if (!answer.versions.length) return `No field data in the last ${formatDuration(answer.windowMs / 1000)}.`;
  const rows: Cell[][] = answer.versions.map((v) => [
    v.app,
    v.version,
    v.role,
    metric(v.vitals.LCP, 'ms'),
    metric(v.vitals.INP, 'ms'),
    metric(v.vitals.CLS, ''),
    Math.max(v.vitals.LCP.count, v.vitals.INP.count, v.vitals.CLS.count),
    v.vsStable ? `LCP ${versus(v.vsStable.LCP) ?? '-'}, INP ${versus(v.vsStable.INP) ?? '-'}` : null,
  ]);
  const out = [table(['app', 'version', 'role', 'p75 LCP', 'p75 INP', 'p75 CLS', 'samples', 'against stable'], rows)];
  const flows: Cell[][] = answer.versions.flatMap((v) =>
    v.flows.map((f) => [v.app, v.version, f.flow, f.ok + f.fail, f.successRate === null ? null : `${(f.successRate * 100).toFixed(1)}%`, f.errors.map((e) => `${e.key} ×${e.count}`).join(', ') || null]),
  );
  if (flows.length) out.push('', table(['app', 'version', 'flow', 'attempts', 'success', 'failures'], flows));
  return out.join('\n');
}

export const vitalsCommand: Command = {
  name: 'vitals',
  usage: '<merchant> [--remote <app>] [--since 24h (5m..7d)]',
  options: ['remote', 'since'],
  summary: "Prints what the merchant's players experienced per app version: p75 LCP, INP and CLS rated by web.dev's thresholds, a canary against stable, and flow success rates.",
  examples: ['tessera vitals demo', 'tessera vitals demo --remote member --since 1h', 'tessera vitals demo --json'],
  async run(ctx: CommandContext) {
    const merchant = ctx.args[0];
    if (!merchant) throw new UsageError('missing <merchant>');
    if ((ctx.options.remote?.length ?? 0) > 1) throw new UsageError('--remote takes one app');
    const seconds = parseDuration(ctx.options.since ?? '24h', '--since', { min: 300, max: 7 * 86_400 });
    if (seconds % 60) throw new UsageError(`--since counts whole minutes, got ${ctx.options.since}`);
    const query = new URLSearchParams({ merchant, since: formatDuration(seconds), ...(ctx.options.remote?.[0] ? { app: ctx.options.remote[0] } : {}) });
    const answer = (await opsApi(ctx.target, 'GET', `/ops/field?${query}`)).data as FieldAnswer;
    ctx.out(ctx.options.json ? JSON.stringify(answer, null, 2) : vitalsTable(answer));
  },
};
