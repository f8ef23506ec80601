/** What the commands of `tessera` share: their context, options, and the helpers that call the ops API and print. */
import type { OverrideLinkView, WhoAmI } from '../../registry/api-types.js';
import { type Cell, shortTime, table } from '../format.js';
import { currentRevision, opsApi, type OpsTarget, UsageError } from '../ops-api.js';

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
  /** `merchant verify-account`: the test account's login (its password never on the command line). */
  account?: string;
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
export function intArg(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v.trim())) throw new UsageError(`${name} must be a non-negative integer, got "${v}"`);
  return Number(v);
}

/** JSON with --json or when there is no human form; otherwise the human form. */
export function print(ctx: CommandContext, data: unknown, human?: () => string): void {
  ctx.out(ctx.options.json || !human ? JSON.stringify(data, null, 2) : human());
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One ops API call: GET unless said. */
export interface OpsCall {
  method?: Method;
  path: string;
  body?: unknown;
}

/** One ops call's answer, typed by the caller: the shapes are the server's, not checked again here. */
export async function call<T>(ctx: CommandContext, { method = 'GET', path, body }: OpsCall): Promise<T> {
  return (await opsApi(ctx.target, method, path, body)).data as T;
}

/** Most commands in one step: one ops call, its answer printed as JSON with --json, else as `human` writes it. */
export async function show<T>(ctx: CommandContext, request: OpsCall, human: (answer: T) => string): Promise<void> {
  const answer = await call<T>(ctx, request);
  print(ctx, answer, () => human(answer));
}

/** A list answer as a table, one row per item. */
export const tableOf =
  <T>(headers: readonly string[], row: (item: T) => readonly Cell[]) =>
  (items: readonly T[]): string =>
    table(headers, items.map(row));

/** `path`, with the parameters that are set as its query (none: no `?`). */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const set = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return set.length ? `${path}?${new URLSearchParams(set)}` : path;
}

export interface ReleaseSummary {
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
export const changeRelease = (ctx: CommandContext, request: OpsCall) => show<ReleaseSummary>(ctx, { method: 'POST', ...request }, releaseSummary);

/**
 * Issues an override link and prints it: its full URL on the site (--site, else the server), then `what` it
 * gives until when, and how to revoke it. `extra` joins the JSON form.
 */
export async function issueLink(ctx: CommandContext, request: OpsCall, extra: Record<string, string>, what: string): Promise<void> {
  const d = await call<{ id: string; path: string; expiresAt: string }>(ctx, { method: 'POST', ...request });
  const url = new URL(d.path, ctx.options.site ?? ctx.target.server).href;
  print(ctx, { ...d, url, ...extra }, () => `${url}\n  ${what}, until ${d.expiresAt}\n  revoke it: ${ctx.followUp(`override revoke ${d.id}`)}`);
}

/** Deletes what `path` names and prints `line` (JSON: `{ revoked: name }`). */
export async function revoke(ctx: CommandContext, path: string, name: string, line: string): Promise<void> {
  await call(ctx, { method: 'DELETE', path });
  print(ctx, { revoked: name }, () => line);
}

export const overrideLinkTable = tableOf<OverrideLinkView>(['ID', 'MERCHANT', 'REMOTE', 'VERSION', 'BY', 'UNTIL', 'STATE'], (l) => [
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

export const merchantPath = (ctx: CommandContext) => `/ops/merchants/${encodeURIComponent(need(ctx.args[0], '<merchant>'))}`;
/** `<merchant> <remote> <third>`: the merchant's ops path, the remote, and the third argument (`third` names it when missing). */
export const remoteArgs = (ctx: CommandContext, third: string): [path: string, remote: string, value: string] => [
  merchantPath(ctx),
  need(ctx.args[1], '<remote>'),
  need(ctx.args[2], third),
];
/**
 * The revision a change is based on: --expect <rev> (compare-and-swap: refused if someone changed the set
 * since), or with --force whatever is current. Neither is a usage error: a change never lands blind.
 */
export async function expectedRevision(ctx: CommandContext): Promise<number> {
  const expected = intArg(ctx.options.expect, '--expect');
  if (expected !== undefined) return expected;
  if (ctx.options.force) return currentRevision(ctx.target, ctx.args[0] ?? '');
  throw new UsageError(`this change needs --expect <revision> (the revision you looked at: ${ctx.followUp(`release show ${ctx.args[0] ?? '<merchant>'}`)}) or --force`);
}


/** The calling credential: its name and scopes, for checks before slow work and for hints it may follow. */
export const whoami = (ctx: CommandContext) => call<WhoAmI>(ctx, { path: '/ops/whoami' });
