/** What is live and what happened: merchants, audit, telemetry, render crashes. */
import type { AuditRow, MerchantSummary, TelemetryWindow } from '../../registry/api-types.js';
import type { CrashReportRow } from '../../registry/crash-reports.js';
import type { TelemetryCount } from '../../registry/telemetry.js';
import { formatDuration, parseDuration, shortTime } from '../format.js';
import { UsageError } from '../ops-api.js';
import { type Command, intArg, type ReleaseSummary, show, tableOf, withQuery } from './kit.js';

export const OBSERVE_COMMANDS: readonly Command[] = [
  {
    name: 'merchants',
    usage: '',
    summary: 'Lists merchants with a release set: revision, host version, last change.',
    examples: ['tessera merchants'],
    run: (ctx) =>
      show(
        ctx,
        { path: '/ops/merchants' },
        tableOf<MerchantSummary>(['merchant', 'revision', 'host', 'changed'], (m) => [
          m.merchant,
          m.revision,
          m.host,
          shortTime(m.updatedAt),
        ]),
      ),
  },
  {
    name: 'audit',
    usage: '[--merchant <m>] [--action <a>] [--limit <n>]',
    options: ['merchant', 'action', 'limit'],
    summary: 'Prints the audit log of ops changes, newest first: when, who, what, and the change.',
    examples: ['tessera audit --merchant demo --limit 20', 'tessera audit --action auto-rollback'],
    async run(ctx) {
      const limit = intArg(ctx.options.limit, '--limit') ?? 50;
      // The server filters before it limits: `--action rollback --limit 5` finds the last five rollbacks however old.
      const path = withQuery('/ops/audit', { limit: String(limit), merchant: ctx.options.merchant, action: ctx.options.action });
      const brief = (v: unknown): string => {
        if (!v || typeof v !== 'object') return '-';
        const o = v as ReleaseSummary & { app?: string; version?: string; remote?: string };
        if (o.remotes) return `host ${o.host.version}; ${Object.entries(o.remotes).map(([k, r]) => `${k} ${r.version}${r.canary ? ` (canary ${r.canary.version} ${r.canary.percent}%)` : ''}`).join(', ')}`;
        return JSON.stringify(v);
      };
      await show(
        ctx,
        { path },
        tableOf<AuditRow>(['at', 'by', 'action', 'merchant', 'change'], (r) => [
          shortTime(r.at),
          r.actor,
          r.action,
          r.merchant,
          `${r.before ? `${brief(r.before)} -> ` : ''}${brief(r.after)}${r.note ? ` (why: ${r.note})` : ''}`,
        ]),
      );
    },
  },
  {
    name: 'telemetry',
    usage: '[--since 1h (1m..7d)]',
    options: ['since'],
    summary: 'Prints remote load and error counts per merchant and version (all time, or loads, errors and error rate over --since 15m|1h|24h|7d).',
    examples: ['tessera telemetry --since 1h', 'tessera telemetry --json'],
    async run(ctx) {
      if (ctx.options.since !== undefined) {
        const seconds = parseDuration(ctx.options.since, '--since', { min: 60, max: 7 * 86_400 });
        if (seconds % 60) throw new UsageError(`--since counts whole minutes, got ${ctx.options.since}`);
        const rates = tableOf<TelemetryWindow['rates'][number]>(['merchant', 'remote', 'version', 'loads', 'errors', 'render crashes', 'error rate', 'p50 ms', 'p95 ms'], (r) => [
          r.merchant,
          r.remote,
          r.version,
          r.loads,
          r.errors,
          r.renders,
          r.errorRate != null ? `${(r.errorRate * 100).toFixed(1)}%` : null,
          r.p50Ms,
          r.p95Ms,
        ]);
        await show<TelemetryWindow>(ctx, { path: `/ops/telemetry?since=${formatDuration(seconds)}` }, (d) => rates(d.rates));
        return;
      }
      await show(
        ctx,
        { path: '/ops/telemetry' },
        tableOf<TelemetryCount>(
          ['merchant', 'remote', 'version', 'kind', 'count', 'avg ms', 'last reason'],
          (r) => [r.merchant, r.remote, r.version, r.kind, r.count, r.avgMs, r.lastReason],
        ),
      );
    },
  },
  {
    name: 'crashes',
    usage: '[--merchant <m>] [--app <remote>] [--version <v>]',
    summary: 'Lists render crashes (remotes that loaded, then threw while rendering): version, module, scrubbed message, first stack frame, count.',
    options: ['merchant', 'app', 'version'],
    examples: ['tessera crashes --merchant demo', 'tessera crashes --app member --version 1.2.0 --json'],
    run: (ctx) =>
      show(
        ctx,
        { path: withQuery('/ops/telemetry/crashes', { merchant: ctx.options.merchant, remote: ctx.options.app, version: ctx.options.version }) },
        tableOf<CrashReportRow>(
          ['merchant', 'remote', 'version', 'expose', 'count', 'last', 'message', 'frame'],
          (r) => [r.merchant, r.remote, r.version, r.expose, r.count, shortTime(r.lastAt), r.message, r.frame],
        ),
      ),
  },
];
