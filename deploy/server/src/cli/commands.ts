/** The commands of `tessera`, one entry each; dispatch and help are generated from this table. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, UsageError, currentRevision, opsApi, tarGz, type OpsTarget } from './ops-api.js';
import { formatDuration, parseDuration, shortHash, shortTime, table, type Cell } from './format.js';
import { verifyInBrowser } from './verify.js';
import { formatReport, runConformance } from '../conformance/conformance.js';
import type { ArtifactSummary, AuditRow, MerchantPolicy, MerchantSummary, OverrideLinkView, TelemetryWindow, WhoAmI } from '../registry/api-types.js';
import type { CrashReportRow } from '../registry/crash-reports.js';
import type { TelemetryCount } from '../registry/telemetry.js';

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
  scope?: string[];
  shots?: string;
  'require-verify'?: boolean;
  'no-require-verify'?: boolean;
  json?: boolean;
  /** `conformance`: a test account of the gateway (the password also from TESSERA_CONFORMANCE_PASSWORD). */
  login?: string;
  password?: string;
}

export interface CommandContext {
  /** The positional arguments after the command's name. */
  args: string[];
  options: CliOptions;
  target: OpsTarget;
  /** Writes one line of output. */
  out: (text: string) => void;
  /** A follow-up command as it should be typed: `tessera <cmd>`, with `--server` when it is not the default. */
  followUp: (cmd: string) => string;
}

export interface Command {
  /** One or two words: `publish`, `release show`. */
  name: string;
  /** Arguments and options after the name, as help shows them. */
  usage: string;
  summary: string;
  /** The options of this command besides the common ones (--server, --token, --actor, --json, --help). */
  options?: readonly (keyof CliOptions)[];
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One ops API call: GET unless said. */
interface OpsCall {
  method?: Method;
  path: string;
  body?: unknown;
}

/** One ops call's answer, typed by the caller: the shapes are the server's, not checked again here. */
async function call<T>(ctx: CommandContext, { method = 'GET', path, body }: OpsCall): Promise<T> {
  return (await opsApi(ctx.target, method, path, body)).data as T;
}

/** Most commands in one step: one ops call, its answer printed as JSON with --json, else as `human` writes it. */
async function show<T>(ctx: CommandContext, request: OpsCall, human: (answer: T) => string): Promise<void> {
  const answer = await call<T>(ctx, request);
  print(ctx, answer, () => human(answer));
}

/** A list answer as a table, one row per item. */
const tableOf =
  <T>(headers: readonly string[], row: (item: T) => readonly Cell[]) =>
  (items: readonly T[]): string =>
    table(headers, items.map(row));

/** `path`, with the parameters that are set as its query (none: no `?`). */
function withQuery(path: string, params: Record<string, string | undefined>): string {
  const set = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return set.length ? `${path}?${new URLSearchParams(set)}` : path;
}

interface ReleaseSummary {
  merchant: string;
  revision: number;
  publishedAt?: string;
  host: { version: string };
  remotes: Record<string, { version: string; fallback?: { version: string }; canary?: { version: string; percent: number } }>;
  overrides?: { allowed: boolean };
}
/** A release set for people: one line about the set, then a table of its remotes. */
export const releaseSummary = (r: ReleaseSummary) =>
  [
    `${r.merchant}  revision ${r.revision}  host ${r.host.version}${r.overrides ? `  overrides ${r.overrides.allowed ? 'allowed' : 'off'}` : ''}${r.publishedAt ? `  since ${shortTime(r.publishedAt)}` : ''}`,
    table(
      ['remote', 'version', 'fallback', 'canary'],
      Object.entries(r.remotes).map(([k, v]) => [k, v.version, v.fallback?.version, v.canary ? `${v.canary.version} at ${v.canary.percent}%` : null]),
    ),
  ].join('\n');

/** A change of a release set: its answer is the new set, printed as `release show` prints it. */
const changeRelease = (ctx: CommandContext, request: OpsCall) => show<ReleaseSummary>(ctx, { method: 'POST', ...request }, releaseSummary);

/**
 * Issues an override link and prints it: its full URL on the site (--site, else the server), then `what` it
 * gives until when, and how to revoke it. `extra` joins the JSON form.
 */
async function issueLink(ctx: CommandContext, request: OpsCall, extra: Record<string, string>, what: string): Promise<void> {
  const d = await call<{ id: string; path: string; expiresAt: string }>(ctx, { method: 'POST', ...request });
  const url = new URL(d.path, ctx.options.site ?? ctx.target.server).href;
  print(ctx, { ...d, url, ...extra }, () => `${url}\n  ${what}, until ${d.expiresAt}\n  revoke it: ${ctx.followUp(`override revoke ${d.id}`)}`);
}

/** Deletes what `path` names and prints `line` (JSON: `{ revoked: name }`). */
async function revoke(ctx: CommandContext, path: string, name: string, line: string): Promise<void> {
  await call(ctx, { method: 'DELETE', path });
  print(ctx, { revoked: name }, () => line);
}

const overrideLinkTable = tableOf<OverrideLinkView>(['ID', 'MERCHANT', 'REMOTE', 'VERSION', 'BY', 'UNTIL', 'STATE'], (l) => [
  l.id,
  l.merchant,
  l.remote,
  l.devUrl ?? l.version,
  l.createdBy,
  shortTime(l.expiresAt),
  l.revokedAt ? 'revoked' : l.boundAt ? 'opened' : l.devUrl ? 'not opened' : 'live',
]);

/** How long an override link lives: 1 minute to 7 days (the server's MAX_OVERRIDE_TTL_S). */
export const LINK_TTL = { min: 60, max: 7 * 86_400 };
/** How long a credential lives when given --ttl: 1 minute to 365 days (MAX_CREDENTIAL_TTL_S). */
export const CREDENTIAL_TTL = { min: 60, max: 365 * 86_400 };

const merchantPath = (ctx: CommandContext) => `/ops/merchants/${encodeURIComponent(need(ctx.args[0], '<merchant>'))}`;
/** `<merchant> <remote> <third>`: the merchant's ops path, the remote, and the third argument (`third` names it when missing). */
const remoteArgs = (ctx: CommandContext, third: string): [path: string, remote: string, value: string] => [
  merchantPath(ctx),
  need(ctx.args[1], '<remote>'),
  need(ctx.args[2], third),
];
/**
 * The revision a change is based on: --expect <rev> (compare-and-swap: refused if someone changed the set
 * since), or with --force whatever is current. Neither is a usage error: a change never lands blind.
 */
async function expectedRevision(ctx: CommandContext): Promise<number> {
  const expected = intArg(ctx.options.expect, '--expect');
  if (expected !== undefined) return expected;
  if (ctx.options.force) return currentRevision(ctx.target, ctx.args[0] ?? '');
  throw new UsageError(`this change needs --expect <revision> (the revision you looked at: ${ctx.followUp(`release show ${ctx.args[0] ?? '<merchant>'}`)}) or --force`);
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

interface Published {
  app: string;
  version: string;
  integrity: string;
  entry: string;
}

/** Uploads a built folder; `line` is what `publish` prints for it (the same bytes again are `unchanged`). */
async function publishDir(ctx: CommandContext, dir: string): Promise<{ d: Published; line: string }> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`${dir} is not a folder`);
  const { status, data } = await opsApi(ctx.target, 'POST', '/ops/artifacts', await tarGz(dir), 'application/gzip');
  const d = data as Published;
  return { d, line: `${status === 201 ? 'published' : 'unchanged'} ${d.app}@${d.version} ${d.entry} ${d.integrity}` };
}

export const COMMANDS: readonly Command[] = [
  {
    name: 'release build',
    usage: '<app> --version <v> [--merchant <m>]',
    summary: 'Builds one app (host, games, member, agent, lottery or a folder) as version <v> for production, publishes it immutably and prints how to pin or canary it.',
    options: ['version', 'merchant'],
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
      const { d, line } = await publishDir(ctx, out);
      const m = ctx.options.merchant ?? '<merchant>';
      const rev = ctx.options.merchant ? String(await currentRevision(ctx.target, ctx.options.merchant)) : '<revision>';
      print(ctx, d, () =>
        [
          line,
          ...(d.app === 'host'
            ? [`next: ${ctx.followUp(`release set ${m} --host ${d.version} --expect ${rev}`)}`]
            : [
                'next, one of:',
                `  ${ctx.followUp(`override link ${m} ${d.app} ${d.version} --ttl 1h`)}`,
                '      # try it in your browser only',
                `  ${ctx.followUp(`release canary ${m} ${d.app} ${d.version} --percent 10 --expect ${rev}`)}`,
                '      # a stable 10% of browsers',
                `  ${ctx.followUp(`release pin ${m} ${d.app} ${d.version} --expect ${rev}`)}`,
                '      # everyone (the current version becomes the fallback)',
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
      const { d, line } = await publishDir(ctx, need(ctx.args[0], '<distDir>'));
      print(ctx, d, () => line);
    },
  },
  {
    name: 'artifacts',
    usage: '[--app <app>]',
    summary: 'Lists published versions: app, version, when and by whom, integrity.',
    options: ['app'],
    examples: ['tessera artifacts', 'tessera artifacts --app member --json'],
    run: (ctx) =>
      show(
        ctx,
        { path: withQuery('/ops/artifacts', { app: ctx.options.app }) },
        tableOf<ArtifactSummary>(
          ['app', 'version', 'published', 'by', 'integrity'],
          (a) => [a.app, a.version, shortTime(a.publishedAt), a.publishedBy, shortHash(a.integrity)],
        ),
      ),
  },
  {
    name: 'release show',
    usage: '<merchant>',
    summary: "Prints a merchant's release set (its revision is what --expect takes).",
    examples: ['tessera release show demo'],
    run: (ctx) => show(ctx, { path: `${merchantPath(ctx)}/release` }, releaseSummary),
  },
  {
    name: 'release set',
    usage: '<merchant> [--host <v>] --remote <name>=<v>[@<fallback>] ... [--allow-overrides] (--expect <rev> | --force)',
    summary: "Sets a merchant's host and the named remotes; remotes not named keep their current release.",
    options: ['host', 'remote', 'allow-overrides', 'expect', 'force'],
    examples: ['tessera release set demo --host 1.0.0 --remote games=1.0.0 --remote member=1.1.0@1.0.0 --expect 0', 'tessera release set demo --remote lottery=1.2.0 --expect 7'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const revision = await expectedRevision(ctx);
      const current = revision === 0 ? null : await call<ReleaseSummary>(ctx, { path: `${path}/release` });
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
      await changeRelease(ctx, { method: 'PUT', path: `${path}/release`, body });
    },
  },
  {
    name: 'release pin',
    usage: '<merchant> <remote> <version> [--fallback <v> | --no-fallback] (--expect <rev> | --force)',
    summary: 'Points one remote at a version; the previous one becomes its fallback unless told otherwise.',
    options: ['fallback', 'no-fallback', 'expect', 'force'],
    examples: ['tessera release pin demo member 1.1.0 --expect 4', 'tessera release pin demo member 1.1.0 --no-fallback --force'],
    async run(ctx) {
      const [path, remote, version] = remoteArgs(ctx, '<version>');
      const body: Record<string, unknown> = { expectedRevision: await expectedRevision(ctx), remote, version };
      if (ctx.options['no-fallback']) body.fallback = null;
      else if (ctx.options.fallback) body.fallback = ctx.options.fallback;
      await changeRelease(ctx, { path: `${path}/release/pin`, body });
    },
  },
  {
    name: 'release rollback',
    usage: '<merchant> <toRevision> (--expect <rev> | --force)',
    summary: 'Restores an earlier revision of the release set (as a new revision).',
    options: ['expect', 'force'],
    examples: ['tessera release rollback demo 3 --expect 5'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const toRevision = intArg(need(ctx.args[1], '<toRevision>'), '<toRevision>');
      await changeRelease(ctx, { path: `${path}/release/rollback`, body: { expectedRevision: await expectedRevision(ctx), toRevision } });
    },
  },
  {
    name: 'release canary',
    usage: '<merchant> <remote> <version|off> --percent <0-100> (--expect <rev> | --force)',
    options: ['percent', 'expect', 'force'],
    examples: ['tessera release canary demo member 1.1.0 --percent 10 --expect 4', 'tessera release canary demo member off --force'],
    summary: 'Gives a stable share of browsers another version of one remote (e.g. release canary demo member 1.1.0 --percent 10); `off` removes it.',
    async run(ctx) {
      const [path, remote, version] = remoteArgs(ctx, '<version|off>');
      const body: Record<string, unknown> = { expectedRevision: await expectedRevision(ctx), remote, version: version === 'off' ? null : version };
      if (version !== 'off') {
        const raw = need(ctx.options.percent, '--percent <0-100>');
        const percent = /^\d{1,3}(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
        if (!(percent >= 0 && percent <= 100)) throw new UsageError(`--percent must be a number 0..100, got "${raw}"`);
        body.percent = percent;
      }
      await changeRelease(ctx, { path: `${path}/release/canary`, body });
    },
  },
  {
    name: 'release promote',
    usage: '<merchant> <remote> (--expect <rev> | --force)',
    summary: "Makes a remote's canary its pinned version (the old one becomes the fallback).",
    options: ['expect', 'force'],
    examples: ['tessera release promote demo member --expect 5'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      await changeRelease(ctx, { path: `${path}/release/promote`, body: { expectedRevision: await expectedRevision(ctx), remote } });
    },
  },
  {
    name: 'override link',
    usage: '<merchant> <remote> <version> [--ttl 1h (1m..7d)] [--site <url>]',
    options: ['ttl', 'site'],
    summary: 'Issues a signed link that gives only the browser opening it another published version of one remote, until it expires.',
    examples: ['tessera override link demo member 1.1.0 --ttl 1h', 'tessera override link demo games 2.0.0 --ttl 30m --site https://demo.example'],
    async run(ctx) {
      const [path, remote, version] = remoteArgs(ctx, '<version>');
      const ttlSeconds = parseDuration(ctx.options.ttl ?? '1h', '--ttl', LINK_TTL);
      await issueLink(ctx, { path: `${path}/override-links`, body: { remote, version, ttlSeconds } }, {}, `${remote}@${version} for the browser that opens it`);
    },
  },
  {
    name: 'override dev',
    usage: '<merchant> <remote> <devEntryUrl> [--ttl 8h (1m..7d)] [--site <url>]',
    options: ['ttl', 'site'],
    summary:
      "Issues a signed link that points one remote at a developer's dev server (its remoteEntry.js) for the browser opening it only; the rest of the site stays the merchant's release.",
    examples: ['tessera override dev demo member http://localhost:3102/remoteEntry.js', 'tessera override dev demo games http://localhost:3101/remoteEntry.js --ttl 2h --site https://demo.example'],
    async run(ctx) {
      const [path, remote, url] = remoteArgs(ctx, '<devEntryUrl>');
      if (!/^https?:\/\/\S+\/(remoteEntry\.js|mf-manifest\.json)$/.test(url)) throw new UsageError(`<devEntryUrl> must be the dev server's http(s)://…/remoteEntry.js, got "${url}"`);
      const ttlSeconds = parseDuration(ctx.options.ttl ?? '8h', '--ttl', LINK_TTL);
      await issueLink(ctx, { path: `${path}/override-links`, body: { remote, url, ttlSeconds } }, { devEntry: url }, `${remote} from ${new URL(url).origin} for the first browser that opens it (no other)`);
    },
  },
  {
    name: 'override list',
    usage: '[<merchant>]',
    summary: 'Lists the override links not yet expired (all merchants, or one): id, remote, version or dev server, who issued it, until when, bound or revoked.',
    examples: ['tessera override list', 'tessera override list demo --json'],
    run: (ctx) =>
      show<OverrideLinkView[]>(ctx, { path: withQuery('/ops/override-links', { merchant: ctx.args[0] }) }, (links) =>
        links.length ? overrideLinkTable(links) : 'no live override links',
      ),
  },
  {
    name: 'override revoke',
    usage: '<id>',
    summary: 'Revokes an override link (its id is printed when it is issued, and by override list): browsers holding it lose it at their next page load.',
    examples: ['tessera override revoke Hk3x9QwErTy0aBcD'],
    async run(ctx) {
      const id = need(ctx.args[0], '<id>');
      await revoke(ctx, `/ops/override-links/${encodeURIComponent(id)}`, id, `revoked override link ${id}`);
    },
  },
  {
    name: 'release history',
    usage: '<merchant>',
    summary: "Prints every revision of a merchant's release set.",
    examples: ['tessera release history demo', 'tessera release history demo --json'],
    run: (ctx) =>
      show<{ revision: number; at: string; actor: string; release: ReleaseSummary }[]>(ctx, { path: `${merchantPath(ctx)}/history` }, (rows) => {
        const remotes = [...new Set(rows.flatMap((r) => Object.keys(r.release.remotes)))];
        const cell = (r: ReleaseSummary['remotes'][string] | undefined) => r && `${r.version}${r.canary ? ` (+${r.canary.version} ${r.canary.percent}%)` : ''}`;
        return table(
          ['rev', 'at', 'by', 'host', ...remotes, 'overrides'],
          rows.map((r) => [r.revision, shortTime(r.at), r.actor, r.release.host.version, ...remotes.map((n) => cell(r.release.remotes[n])), r.release.overrides?.allowed ? 'allowed' : 'off']),
        );
      }),
  },
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
    name: 'whoami',
    usage: '',
    summary: 'Says which credential this token is and what it may do.',
    examples: ['tessera whoami', 'tessera whoami --token "$TEAM_TOKEN" --json'],
    run: (ctx) => show<WhoAmI>(ctx, { path: '/ops/whoami' }, (d) => `${d.name}: ${d.scopes.join(', ')}`),
  },
  {
    name: 'credentials create',
    usage: '<name> --scope <scope> [--scope <scope> ...] [--ttl 90d (1m..365d)]',
    summary: 'Creates a named credential (admin only) and prints its token once. Scopes: admin, release:<merchant>, release:*, remote:<app>, sandbox.',
    options: ['scope', 'ttl'],
    examples: ['tessera credentials create games-team --scope remote:games', 'tessera credentials create demo-ops --scope release:demo --ttl 90d'],
    async run(ctx) {
      const name = need(ctx.args[0], '<name>');
      const scopes = ctx.options.scope ?? [];
      if (!scopes.length) throw new MissingArgument('missing --scope <scope>');
      const ttlSeconds = ctx.options.ttl === undefined ? undefined : parseDuration(ctx.options.ttl, '--ttl', CREDENTIAL_TTL);
      type Created = { token: string; credential: { name: string; scopes: string[]; expiresAt: string | null } };
      await show<Created>(ctx, { method: 'POST', path: '/ops/credentials', body: { name, scopes, ...(ttlSeconds ? { ttlSeconds } : {}) } }, (d) =>
        [
          `created ${d.credential.name} (${d.credential.scopes.join(', ')})${d.credential.expiresAt ? `, until ${shortTime(d.credential.expiresAt)}` : ''}`,
          `token (shown once, keep it secret): ${d.token}`,
          `check it: ${ctx.followUp(`whoami --token ${d.token}`)}`,
          `revoke it: ${ctx.followUp(`credentials revoke ${d.credential.name}`)}`,
        ].join('\n'),
      );
    },
  },
  {
    name: 'credentials list',
    usage: '',
    summary: 'Lists named credentials (admin only): scopes, who created them, expiry, last use, revoked or not. Never their tokens.',
    examples: ['tessera credentials list', 'tessera credentials list --json'],
    run: (ctx) =>
      show(
        ctx,
        { path: '/ops/credentials' },
        tableOf<{ name: string; scopes: string[]; createdBy: string; createdAt: string; expiresAt: string | null; lastUsedAt: string | null; revokedAt: string | null; active: boolean }>(
          ['name', 'scopes', 'created', 'by', 'expires', 'last used', 'status'],
          (c) => [c.name, c.scopes.join(' '), shortTime(c.createdAt), c.createdBy, shortTime(c.expiresAt), shortTime(c.lastUsedAt), c.revokedAt ? 'revoked' : c.active ? 'active' : 'expired'],
        ),
      ),
  },
  {
    name: 'credentials revoke',
    usage: '<name>',
    summary: 'Revokes a named credential at once (admin only); its name stays in the audit.',
    examples: ['tessera credentials revoke games-team'],
    async run(ctx) {
      const name = need(ctx.args[0], '<name>');
      await revoke(ctx, `/ops/credentials/${encodeURIComponent(name)}`, name, `revoked ${name}`);
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
  {
    name: 'release verify',
    usage: '<merchant> <remote> <version> [--site <url>] [--shots <dir>]',
    summary:
      "Opens the merchant's site in headless Chromium with that version for the check's browser only, visits the remote's pages, and fails (exit 1) on an uncaught error, a console error, a failed request to the remote or an empty page; keeps screenshots and records the result.",
    options: ['site', 'shots'],
    examples: ['tessera release verify demo member 1.2.0', 'tessera release verify demo games 2.0.0 --site https://www.demo.example --shots ./checks'],
    async run(ctx) {
      const merchant = need(ctx.args[0], '<merchant>');
      const remote = need(ctx.args[1], '<remote>');
      const version = need(ctx.args[2], '<version>');
      const shotsDir = ctx.options.shots ?? join('tessera-verify', `${merchant}-${remote}-${version}`);
      const result = await verifyInBrowser(ctx.target, { merchant, remote, version, site: ctx.options.site ?? ctx.target.server, shotsDir });
      const data = await call<object>(ctx, { method: 'POST', path: `/ops/merchants/${encodeURIComponent(merchant)}/verifications`, body: { remote, version, ok: result.ok, problems: result.problems } });
      print(ctx, { ...data, pages: result.pages }, () =>
        [
          `${result.ok ? 'passed' : 'FAILED'}: ${remote}@${version} on ${merchant}`,
          table(['page', 'result', 'screenshot'], result.pages.map((p) => [p.path, p.problems.length ? `${p.problems.length} problem(s)` : 'ok', p.screenshot])),
          ...result.problems.map((p) => `  ${p}`),
          ...(result.ok ? [`next: ${ctx.followUp(`release canary ${merchant} ${remote} ${version} --percent 10 --force`)}`] : []),
        ].join('\n'),
      );
      if (!result.ok) throw new CliError(`${remote}@${version} failed its browser check on ${merchant} (${result.problems.length} problem(s))`);
    },
  },
  {
    name: 'release policy',
    usage: '<merchant> [--require-verify | --no-require-verify]',
    summary: "Shows or sets a merchant's policy: with --require-verify a pin or promote needs a passing `release verify` of that version first.",
    options: ['require-verify', 'no-require-verify'],
    examples: ['tessera release policy demo', 'tessera release policy demo --require-verify'],
    async run(ctx) {
      const path = `${merchantPath(ctx)}/policy`;
      const on = ctx.options['require-verify'];
      const off = ctx.options['no-require-verify'];
      if (on && off) throw new UsageError('give --require-verify or --no-require-verify, not both');
      await show<MerchantPolicy>(
        ctx,
        on || off ? { method: 'PUT', path, body: { requireVerifiedRelease: Boolean(on) } } : { path },
        (d) => `${d.merchant}: ${d.requireVerifiedRelease ? 'a pin or promote needs a passing release verify' : 'no browser check required'}`,
      );
    },
  },
  {
    name: 'conformance',
    usage: '<gatewayUrl> <merchant> [--login <user> --password <password>]',
    summary:
      'Runs every read-only gateway call (and, with a test account, the encrypted login and the member calls) against a gateway from here, checks each answer with the apps\' schemas and prints call / answered / fits / what differs; exit 1 unless every call fits.',
    options: ['login', 'password'],
    examples: ['tessera conformance https://www.example.com demo', 'TESSERA_CONFORMANCE_PASSWORD=… tessera conformance https://www.example.com demo --login qa01'],
    async run(ctx) {
      const gatewayUrl = need(ctx.args[0], 'gatewayUrl');
      const merchant = need(ctx.args[1], 'merchant');
      // The environment keeps the password out of the process list and shell history.
      const password = ctx.options.password ?? process.env.TESSERA_CONFORMANCE_PASSWORD;
      if (ctx.options.login && !password) throw new UsageError('--login needs --password (or TESSERA_CONFORMANCE_PASSWORD)');
      let report;
      try {
        report = await runConformance({ gatewayUrl, merchant, login: ctx.options.login ? { username: ctx.options.login, password: password! } : undefined });
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      print(ctx, report, () => formatReport(report));
      if (!report.passed) throw new CliError(`${gatewayUrl} does not conform for ${merchant}`);
    },
  },
];
