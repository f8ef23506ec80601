/** The commands of `tessera`, one entry each; dispatch and help are generated from this table. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, UsageError, currentRevision, opsApi, tarGz, type OpsTarget } from './ops-api.js';

/** The options every command may read (parsed once, strictly, by run.ts). */
export interface CliOptions {
  app?: string;
  host?: string;
  remote?: string[];
  expect?: string;
  fallback?: string;
  'no-fallback'?: boolean;
  'allow-overrides'?: boolean;
  percent?: string;
  ttl?: string;
  site?: string;
  since?: string;
  version?: string;
  merchant?: string;
  force?: boolean;
  limit?: string;
  action?: string;
  json?: boolean;
}

export interface CommandContext {
  /** The positional arguments after the command's name. */
  args: string[];
  options: CliOptions;
  target: OpsTarget;
  /** Writes one line of output. */
  out: (text: string) => void;
}

export interface Command {
  /** One or two words: `publish`, `release show`. */
  name: string;
  /** Arguments and options after the name, as help shows them. */
  usage: string;
  summary: string;
  /** Shown by `tessera <command> --help`; at least one. */
  examples: string[];
  run: (ctx: CommandContext) => Promise<void>;
}

/** A required argument; its absence is a usage error. */
export class MissingArgument extends UsageError {}

export function need(v: string | undefined, what: string): string {
  if (!v) throw new MissingArgument(`missing ${what}`);
  return v;
}

/** A non-negative integer option or argument; anything else (`--expect abc`, `--limit -1`) is a usage error. */
function intArg(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v.trim())) throw new UsageError(`${name} must be a non-negative integer, got "${v}"`);
  return Number(v);
}

/** JSON with --json or when there is no human form; otherwise the human form. */
function print(ctx: CommandContext, data: unknown, human?: () => string): void {
  ctx.out(ctx.options.json || !human ? JSON.stringify(data, null, 2) : human());
}

interface ReleaseSummary {
  merchant: string;
  revision: number;
  host: { version: string };
  remotes: Record<string, { version: string; fallback?: { version: string }; canary?: { version: string; percent: number } }>;
}
const releaseSummary = (r: ReleaseSummary) =>
  [
    `${r.merchant} revision ${r.revision} host ${r.host.version}`,
    ...Object.entries(r.remotes).map(
      ([k, v]) => `  ${k} ${v.version}${v.fallback ? ` (fallback ${v.fallback.version})` : ''}${v.canary ? ` canary ${v.canary.version} at ${v.canary.percent}%` : ''}`,
    ),
  ].join('\n');

/** `30m`, `2h`, `7d` or seconds → seconds. */
function durationSeconds(v: string, name: string): number {
  const m = /^(\d+)([smhd]?)$/.exec(v);
  if (!m?.[1]) throw new UsageError(`${name} must look like 3600, 30m, 2h or 7d, got "${v}"`);
  return Number(m[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[(m[2] ?? '') as '' | 's' | 'm' | 'h' | 'd'];
}

const merchantPath = (ctx: CommandContext) => `/ops/merchants/${encodeURIComponent(need(ctx.args[0], '<merchant>'))}`;
/**
 * The revision a change is based on: --expect <rev> (compare-and-swap: refused if someone changed the set
 * since), or with --force whatever is current. Neither is a usage error: a change never lands blind.
 */
async function expectedRevision(ctx: CommandContext): Promise<number> {
  const expected = intArg(ctx.options.expect, '--expect');
  if (expected !== undefined) return expected;
  if (ctx.options.force) return currentRevision(ctx.target, ctx.args[0] ?? '');
  throw new UsageError(`this change needs --expect <revision> (the revision you looked at: tessera release show ${ctx.args[0] ?? '<merchant>'}) or --force`);
}

/** The workspace root (this file is deploy/server/src/cli or deploy/server/dist/cli). */
const WORKSPACE = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** `member` → <workspace>/remote-member, `host` → <workspace>/host, or a folder with a webpack build. */
function appFolder(spec: string): string {
  const named = spec === 'host' ? join(WORKSPACE, 'host') : join(WORKSPACE, `remote-${spec}`);
  const dir = /^[a-z]+$/.test(spec) && existsSync(named) ? named : resolve(spec);
  if (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'node_modules/.bin/webpack'))) {
    throw new CliError(`${spec}: not an app folder (host, games, member, agent, lottery, or a path to one)`);
  }
  return dir;
}

async function publishDir(ctx: CommandContext, dir: string): Promise<{ status: number; d: { app: string; version: string; integrity: string; entry: string } }> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`${dir} is not a folder`);
  const { status, data } = await opsApi(ctx.target, 'POST', '/ops/artifacts', await tarGz(dir), 'application/gzip');
  return { status, d: data as { app: string; version: string; integrity: string; entry: string } };
}

export const COMMANDS: readonly Command[] = [
  {
    name: 'release build',
    usage: '<app> --version <v> [--merchant <m>]',
    summary: 'Builds one app (host, games, member, agent, lottery or a folder) as version <v> for production, publishes it immutably and prints how to pin or canary it.',
    examples: ['tessera release build member --version 1.1.0 --merchant demo', 'tessera release build ./remote-games --version 2.0.0-rc.1'],
    async run(ctx) {
      const dir = appFolder(need(ctx.args[0], '<app>'));
      const version = need(ctx.options.version, '--version <v>');
      if (!/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/.test(version)) throw new UsageError(`--version ${version}: letters, digits, dots, + and - only`);
      const out = mkdtempSync(join(tmpdir(), 'tessera-release-'));
      try {
        execFileSync(join(dir, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', out], {
          cwd: dir,
          env: { ...process.env, MF_BUILD_VERSION: version, NODE_ENV: 'production' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
      } catch (e) {
        const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
        throw new CliError(`build of ${dir} failed${stderr ? `:\n${stderr.split('\n').slice(-15).join('\n')}` : ''}`);
      }
      const { status, d } = await publishDir(ctx, out);
      const m = ctx.options.merchant ?? '<merchant>';
      const rev = ctx.options.merchant ? String(await currentRevision(ctx.target, ctx.options.merchant)) : '<revision>';
      print(ctx, d, () =>
        [
          `${status === 201 ? 'published' : 'unchanged'} ${d.app}@${d.version} ${d.entry} ${d.integrity}`,
          ...(d.app === 'host'
            ? [`next: tessera release set ${m} --host ${d.version} --expect ${rev}`]
            : [
                'next, one of:',
                `  tessera override link ${m} ${d.app} ${d.version} --ttl 1h      # try it in your browser only`,
                `  tessera release canary ${m} ${d.app} ${d.version} --percent 10 --expect ${rev}  # a stable 10% of browsers`,
                `  tessera release pin ${m} ${d.app} ${d.version} --expect ${rev}                  # everyone (the current version becomes the fallback)`,
              ]),
        ].join('\n'),
      );
    },
  },
  {
    name: 'publish',
    usage: '<distDir>',
    summary: 'Uploads a built app folder (immutable: the same version with other bytes is refused).',
    examples: ['tessera publish remote-member/dist', 'tessera publish host/dist --server https://platform.example --actor alice'],
    async run(ctx) {
      const { status, d } = await publishDir(ctx, need(ctx.args[0], '<distDir>'));
      print(ctx, d, () => `${status === 201 ? 'published' : 'unchanged'} ${d.app}@${d.version} ${d.entry} ${d.integrity}`);
    },
  },
  {
    name: 'artifacts',
    usage: '[--app <app>]',
    summary: 'Lists published artifacts.',
    examples: ['tessera artifacts', 'tessera artifacts --app member --json'],
    async run(ctx) {
      const app = ctx.options.app;
      const { data } = await opsApi(ctx.target, 'GET', `/ops/artifacts${app ? `?app=${encodeURIComponent(app)}` : ''}`);
      const list = data as { app: string; version: string; integrity: string; publishedAt: string }[];
      print(ctx, data, () => list.map((a) => `${a.app.padEnd(8)} ${a.version.padEnd(16)} ${a.publishedAt} ${a.integrity}`).join('\n') || '(none)');
    },
  },
  {
    name: 'release show',
    usage: '<merchant>',
    summary: "Prints a merchant's release set (its revision is what --expect takes).",
    examples: ['tessera release show demo'],
    async run(ctx) {
      const { data } = await opsApi(ctx.target, 'GET', `${merchantPath(ctx)}/release`);
      print(ctx, data);
    },
  },
  {
    name: 'release set',
    usage: '<merchant> [--host <v>] --remote <name>=<v>[@<fallback>] ... [--allow-overrides] (--expect <rev> | --force)',
    summary: "Sets a merchant's host and the named remotes; remotes not named keep their current release.",
    examples: ['tessera release set demo --host 1.0.0 --remote games=1.0.0 --remote member=1.1.0@1.0.0 --expect 0', 'tessera release set demo --remote lottery=1.2.0 --expect 7'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const revision = await expectedRevision(ctx);
      const current = revision === 0 ? null : ((await opsApi(ctx.target, 'GET', `${path}/release`)).data as ReleaseSummary);
      type Spec = { version: string; fallback?: { version: string }; canary?: { version: string; percent: number } };
      const remotes: Record<string, Spec> = {};
      for (const [name, r] of Object.entries(current?.remotes ?? {})) {
        remotes[name] = { version: r.version, ...(r.fallback ? { fallback: { version: r.fallback.version } } : {}), ...(r.canary ? { canary: { version: r.canary.version, percent: r.canary.percent } } : {}) };
      }
      for (const spec of ctx.options.remote ?? []) {
        const m = /^([a-z]+)=([^@\s]+)(?:@(\S+))?$/.exec(spec);
        if (!m?.[1] || !m[2]) throw new UsageError(`--remote must look like name=version or name=version@fallback, got ${spec}`);
        remotes[m[1]] = { version: m[2], ...(m[3] ? { fallback: { version: m[3] } } : {}) };
      }
      const body = {
        expectedRevision: revision,
        host: { version: need(ctx.options.host ?? current?.host.version, '--host <version>') },
        remotes,
        ...(ctx.options['allow-overrides'] !== undefined ? { overrides: { allowed: ctx.options['allow-overrides'] } } : {}),
      };
      const { data } = await opsApi(ctx.target, 'PUT', `${path}/release`, body);
      print(ctx, data, () => releaseSummary(data as ReleaseSummary));
    },
  },
  {
    name: 'release pin',
    usage: '<merchant> <remote> <version> [--fallback <v> | --no-fallback] (--expect <rev> | --force)',
    summary: 'Points one remote at a version; the previous one becomes its fallback unless told otherwise.',
    examples: ['tessera release pin demo member 1.1.0 --expect 4', 'tessera release pin demo member 1.1.0 --no-fallback --force'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      const version = need(ctx.args[2], '<version>');
      const body: Record<string, unknown> = { expectedRevision: await expectedRevision(ctx), remote, version };
      if (ctx.options['no-fallback']) body.fallback = null;
      else if (ctx.options.fallback) body.fallback = ctx.options.fallback;
      const { data } = await opsApi(ctx.target, 'POST', `${path}/release/pin`, body);
      print(ctx, data, () => releaseSummary(data as ReleaseSummary));
    },
  },
  {
    name: 'release rollback',
    usage: '<merchant> <toRevision> (--expect <rev> | --force)',
    summary: 'Restores an earlier revision of the release set (as a new revision).',
    examples: ['tessera release rollback demo 3 --expect 5'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const toRevision = intArg(need(ctx.args[1], '<toRevision>'), '<toRevision>');
      const { data } = await opsApi(ctx.target, 'POST', `${path}/release/rollback`, { expectedRevision: await expectedRevision(ctx), toRevision });
      print(ctx, data, () => releaseSummary(data as ReleaseSummary));
    },
  },
  {
    name: 'release canary',
    usage: '<merchant> <remote> <version|off> --percent <0-100> (--expect <rev> | --force)',
    examples: ['tessera release canary demo member 1.1.0 --percent 10 --expect 4', 'tessera release canary demo member off --force'],
    summary: 'Gives a stable share of browsers another version of one remote (e.g. release canary demo member 1.1.0 --percent 10); `off` removes it.',
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      const version = need(ctx.args[2], '<version|off>');
      const body: Record<string, unknown> = { expectedRevision: await expectedRevision(ctx), remote, version: version === 'off' ? null : version };
      if (version !== 'off') {
        const raw = need(ctx.options.percent, '--percent <0-100>');
        const percent = /^\d{1,3}(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
        if (!(percent >= 0 && percent <= 100)) throw new UsageError(`--percent must be a number 0..100, got "${raw}"`);
        body.percent = percent;
      }
      const { data } = await opsApi(ctx.target, 'POST', `${path}/release/canary`, body);
      print(ctx, data, () => releaseSummary(data as ReleaseSummary));
    },
  },
  {
    name: 'release promote',
    usage: '<merchant> <remote> (--expect <rev> | --force)',
    summary: "Makes a remote's canary its pinned version (the old one becomes the fallback).",
    examples: ['tessera release promote demo member --expect 5'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      const { data } = await opsApi(ctx.target, 'POST', `${path}/release/promote`, { expectedRevision: await expectedRevision(ctx), remote });
      print(ctx, data, () => releaseSummary(data as ReleaseSummary));
    },
  },
  {
    name: 'override link',
    usage: '<merchant> <remote> <version> [--ttl 1h] [--site <url>]',
    summary: 'Issues a signed link that gives only the browser opening it another published version of one remote, until it expires.',
    examples: ['tessera override link demo member 1.1.0 --ttl 1h', 'tessera override link demo games 2.0.0 --ttl 30m --site https://demo.example'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      const version = need(ctx.args[2], '<version>');
      const ttlSeconds = durationSeconds(ctx.options.ttl ?? '1h', '--ttl');
      const { data } = await opsApi(ctx.target, 'POST', `${path}/override-links`, { remote, version, ttlSeconds });
      const d = data as { path: string; expiresAt: string };
      const url = new URL(d.path, ctx.options.site ?? ctx.target.server).href;
      print(ctx, { ...d, url }, () => `${url}\n  ${remote}@${version} for the browser that opens it, until ${d.expiresAt}`);
    },
  },
  {
    name: 'override dev',
    usage: '<merchant> <remote> <devEntryUrl> [--ttl 8h] [--site <url>]',
    summary:
      "Issues a signed link that points one remote at a developer's dev server (its remoteEntry.js) for the browser opening it only; the rest of the site stays the merchant's release.",
    examples: ['tessera override dev demo member http://localhost:3102/remoteEntry.js', 'tessera override dev demo games http://localhost:3101/remoteEntry.js --ttl 2h --site https://demo.example'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      const url = need(ctx.args[2], '<devEntryUrl>');
      if (!/^https?:\/\/\S+\/(remoteEntry\.js|mf-manifest\.json)$/.test(url)) throw new UsageError(`<devEntryUrl> must be the dev server's http(s)://…/remoteEntry.js, got "${url}"`);
      const ttlSeconds = durationSeconds(ctx.options.ttl ?? '8h', '--ttl');
      const { data } = await opsApi(ctx.target, 'POST', `${path}/override-links`, { remote, url, ttlSeconds });
      const d = data as { path: string; expiresAt: string };
      const link = new URL(d.path, ctx.options.site ?? ctx.target.server).href;
      print(ctx, { ...d, url: link, devEntry: url }, () => `${link}\n  ${remote} from ${new URL(url).origin} for the browser that opens it, until ${d.expiresAt}`);
    },
  },
  {
    name: 'release history',
    usage: '<merchant>',
    summary: "Prints every revision of a merchant's release set.",
    examples: ['tessera release history demo --json'],
    async run(ctx) {
      const { data } = await opsApi(ctx.target, 'GET', `${merchantPath(ctx)}/history`);
      print(ctx, data);
    },
  },
  {
    name: 'merchants',
    usage: '',
    summary: 'Lists merchants with a release set: revision, host version, last change.',
    examples: ['tessera merchants'],
    async run(ctx) {
      const { data } = await opsApi(ctx.target, 'GET', '/ops/merchants');
      const list = data as { merchant: string; revision: number; updatedAt: string; host: string | null }[];
      print(ctx, data, () => list.map((m) => `${m.merchant.padEnd(12)} revision ${String(m.revision).padEnd(4)} host ${m.host ?? '-'}  ${m.updatedAt}`).join('\n') || '(none)');
    },
  },
  {
    name: 'audit',
    usage: '[--merchant <m>] [--action <a>] [--limit <n>]',
    summary: 'Prints the audit log of ops changes, newest first: when, who, what, and the change.',
    examples: ['tessera audit --merchant demo --limit 20', 'tessera audit --action auto-rollback'],
    async run(ctx) {
      const limit = intArg(ctx.options.limit, '--limit') ?? 50;
      // The server filters before it limits: `--action rollback --limit 5` finds the last five rollbacks however old.
      const q = new URLSearchParams({
        limit: String(limit),
        ...(ctx.options.merchant ? { merchant: ctx.options.merchant } : {}),
        ...(ctx.options.action ? { action: ctx.options.action } : {}),
      });
      const { data } = await opsApi(ctx.target, 'GET', `/ops/audit?${q}`);
      const rows = data as { at: string; actor: string; merchant: string; action: string; before: unknown; after: unknown; note?: string }[];
      const brief = (v: unknown): string => {
        if (!v || typeof v !== 'object') return '-';
        const o = v as ReleaseSummary & { app?: string; version?: string; remote?: string };
        if (o.remotes) return `host ${o.host.version}; ${Object.entries(o.remotes).map(([k, r]) => `${k} ${r.version}${r.canary ? ` (canary ${r.canary.version} ${r.canary.percent}%)` : ''}`).join(', ')}`;
        return JSON.stringify(v);
      };
      print(ctx, rows, () =>
        rows
          .map((r) => `${r.at} ${r.actor} ${r.action} ${r.merchant}${r.note ? `\n    why: ${r.note}` : ''}${r.before ? `\n    - ${brief(r.before)}` : ''}\n    + ${brief(r.after)}`)
          .join('\n') || '(none)',
      );
    },
  },
  {
    name: 'telemetry',
    usage: '[--since 1h]',
    summary: 'Prints remote load and error counts per merchant and version (all time, or loads, errors and error rate over --since 15m|1h|24h|7d).',
    examples: ['tessera telemetry --since 1h', 'tessera telemetry --json'],
    async run(ctx) {
      if (ctx.options.since !== undefined) {
        if (!/^\d{1,4}[mhd]$/.test(ctx.options.since)) throw new UsageError(`--since must look like 15m, 1h, 24h or 7d, got "${ctx.options.since}"`);
        const { data } = await opsApi(ctx.target, 'GET', `/ops/telemetry?since=${encodeURIComponent(ctx.options.since)}`);
        const rates = (
          data as { rates: { merchant: string; remote: string; version: string; loads: number; errors: number; errorRate: number | null; avgMs: number | null; p50Ms: number | null; p95Ms: number | null }[] }
        ).rates;
        print(
          ctx,
          data,
          () =>
            rates
              .map((r) => `${r.merchant} ${r.remote}@${r.version} loads ${r.loads} errors ${r.errors}${r.errorRate != null ? ` (${(r.errorRate * 100).toFixed(1)}%)` : ''}${r.avgMs != null ? ` avg ${r.avgMs}ms` : ''}${r.p50Ms != null ? ` p50 ${r.p50Ms}ms p95 ${r.p95Ms}ms` : ''}`)
              .join('\n') || '(none)',
        );
        return;
      }
      const { data } = await opsApi(ctx.target, 'GET', '/ops/telemetry');
      const rows = data as { merchant: string; remote: string; version: string; kind: string; count: number; avgMs: number | null; lastReason: string | null }[];
      print(
        ctx,
        data,
        () =>
          rows.map((r) => `${r.merchant} ${r.remote}@${r.version} ${r.kind} ${r.count}${r.avgMs != null ? ` avg ${r.avgMs}ms` : ''}${r.lastReason ? ` last: ${r.lastReason}` : ''}`).join('\n') ||
          '(none)',
      );
    },
  },
];
