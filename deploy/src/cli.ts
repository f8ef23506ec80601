#!/usr/bin/env node
/**
 * `tessera`: the ops CLI. Talks to the ops HTTP API of a running server.
 *   tessera publish <distDir>
 *   tessera artifacts [--app <app>]
 *   tessera release show <merchant>
 *   tessera release set <merchant> --host <v> --remote games=<v> [--remote member=<v> ...] [--allow-overrides] [--expect <rev>]
 *   tessera release pin <merchant> <remote> <version> [--fallback <v> | --no-fallback] [--expect <rev>]
 *   tessera release rollback <merchant> <toRevision> [--expect <rev>]
 *   tessera release history <merchant>
 *   tessera audit
 *   tessera telemetry
 * Common: --server <url> (default http://localhost:$PORT or 8080), --token <t> (else TESSERA_OPS_TOKEN,
 * else <TESSERA_DATA_DIR>/ops-token), --actor <name>, --json.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { create } from 'tar';
import { resolveDataDir } from './util/config.js';

class CliError extends Error {}

const USAGE = `usage:
  tessera publish <distDir>
  tessera artifacts [--app <app>]
  tessera release show <merchant>
  tessera release set <merchant> --host <v> --remote <name>=<v> [--remote <name>=<v>@<fallback>] [--allow-overrides] [--expect <rev>]
  tessera release pin <merchant> <remote> <version> [--fallback <v> | --no-fallback] [--expect <rev>]
  tessera release rollback <merchant> <toRevision> [--expect <rev>]
  tessera release history <merchant>
  tessera audit
  tessera telemetry
options: --server <url>  --token <token>  --actor <name>  --json`;

interface Ctx {
  server: string;
  token: string;
  actor?: string;
}

async function api(ctx: Ctx, method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${ctx.token}` };
  if (ctx.actor) headers['X-Ops-Actor'] = ctx.actor;
  let payload: string | Uint8Array | undefined;
  if (body !== undefined) {
    headers['Content-Type'] = contentType;
    payload = Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(new URL(path, ctx.server), { method, headers, body: payload });
  } catch (e) {
    throw new CliError(`cannot reach ${ctx.server}: ${(e as Error).message}`);
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const d = data as { error?: string; message?: string; currentRevision?: number } | null;
    const msg = d && typeof d === 'object' ? `${d.error ?? 'error'}: ${d.message ?? ''}${d.currentRevision !== undefined ? ` (current revision ${d.currentRevision})` : ''}` : String(text);
    throw new CliError(`${res.status} ${msg}`);
  }
  return { status: res.status, data };
}

function resolveToken(flag?: string): string {
  if (flag) return flag;
  if (process.env.TESSERA_OPS_TOKEN) return process.env.TESSERA_OPS_TOKEN;
  const file = join(resolveDataDir(), 'ops-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new CliError('no ops token: pass --token, set TESSERA_OPS_TOKEN, or run where TESSERA_DATA_DIR/ops-token exists');
}

async function tarGz(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function currentRevision(ctx: Ctx, merchant: string): Promise<number> {
  try {
    const { data } = await api(ctx, 'GET', `/ops/merchants/${encodeURIComponent(merchant)}/release`);
    return (data as { revision: number }).revision;
  } catch (e) {
    if (e instanceof CliError && e.message.startsWith('404')) return 0;
    throw e;
  }
}

function intArg(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new CliError(`${name} must be a non-negative integer`);
  return n;
}

function need(v: string | undefined, what: string): string {
  if (!v) throw new CliError(`missing ${what}\n${USAGE}`);
  return v;
}

function print(data: unknown, json: boolean, human?: () => string): void {
  process.stdout.write(`${json || !human ? JSON.stringify(data, null, 2) : human()}\n`);
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      actor: { type: 'string' },
      app: { type: 'string' },
      host: { type: 'string' },
      remote: { type: 'string', multiple: true },
      expect: { type: 'string' },
      fallback: { type: 'string' },
      'no-fallback': { type: 'boolean' },
      'allow-overrides': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [cmd, ...rest] = positionals;
  if (values.help || !cmd) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const ctx: Ctx = {
    server: values.server ?? `http://localhost:${process.env.PORT || 8080}`,
    token: resolveToken(values.token),
    actor: values.actor,
  };
  const json = values.json ?? false;

  switch (cmd) {
    case 'publish': {
      const dir = need(rest[0], '<distDir>');
      if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`${dir} is not a folder`);
      const { status, data } = await api(ctx, 'POST', '/ops/artifacts', await tarGz(dir), 'application/gzip');
      const d = data as { app: string; version: string; integrity: string; entry: string; unchanged?: boolean };
      print(data, json, () => `${status === 201 ? 'published' : 'unchanged'} ${d.app}@${d.version} ${d.entry} ${d.integrity}`);
      return;
    }
    case 'artifacts': {
      const { data } = await api(ctx, 'GET', `/ops/artifacts${values.app ? `?app=${encodeURIComponent(values.app)}` : ''}`);
      const list = data as { app: string; version: string; integrity: string; publishedAt: string }[];
      print(data, json, () => list.map((a) => `${a.app.padEnd(8)} ${a.version.padEnd(16)} ${a.publishedAt} ${a.integrity}`).join('\n') || '(none)');
      return;
    }
    case 'audit': {
      const { data } = await api(ctx, 'GET', '/ops/audit');
      print(data, true);
      return;
    }
    case 'telemetry': {
      const { data } = await api(ctx, 'GET', '/ops/telemetry');
      const rows = data as { merchant: string; remote: string; version: string; kind: string; count: number; avgMs: number | null; lastReason: string | null }[];
      print(data, json, () =>
        rows.map((r) => `${r.merchant} ${r.remote}@${r.version} ${r.kind} ${r.count}${r.avgMs != null ? ` avg ${r.avgMs}ms` : ''}${r.lastReason ? ` last: ${r.lastReason}` : ''}`).join('\n') ||
        '(none)',
      );
      return;
    }
    case 'release': {
      const [sub, merchant, ...args] = rest;
      const m = encodeURIComponent(need(merchant, '<merchant>'));
      const summary = (r: { merchant: string; revision: number; host: { version: string }; remotes: Record<string, { version: string; fallback?: { version: string } }> }) =>
        [`${r.merchant} revision ${r.revision} host ${r.host.version}`, ...Object.entries(r.remotes).map(([k, v]) => `  ${k} ${v.version}${v.fallback ? ` (fallback ${v.fallback.version})` : ''}`)].join('\n');
      switch (sub) {
        case 'show': {
          const { data } = await api(ctx, 'GET', `/ops/merchants/${m}/release`);
          print(data, true);
          return;
        }
        case 'history': {
          const { data } = await api(ctx, 'GET', `/ops/merchants/${m}/history`);
          print(data, true);
          return;
        }
        case 'set': {
          const remotes: Record<string, { version: string; fallback?: { version: string } }> = {};
          for (const spec of values.remote ?? []) {
            const mm = /^([a-z]+)=([^@\s]+)(?:@(\S+))?$/.exec(spec);
            if (!mm?.[1] || !mm[2]) throw new CliError(`--remote must look like name=version or name=version@fallback, got ${spec}`);
            remotes[mm[1]] = { version: mm[2], ...(mm[3] ? { fallback: { version: mm[3] } } : {}) };
          }
          const expectedRevision = intArg(values.expect, '--expect') ?? (await currentRevision(ctx, merchant ?? ''));
          const body = {
            expectedRevision,
            host: { version: need(values.host, '--host <version>') },
            remotes,
            ...(values['allow-overrides'] !== undefined ? { overrides: { allowed: values['allow-overrides'] } } : {}),
          };
          const { data } = await api(ctx, 'PUT', `/ops/merchants/${m}/release`, body);
          print(data, json, () => summary(data as never));
          return;
        }
        case 'pin': {
          const remote = need(args[0], '<remote>');
          const version = need(args[1], '<version>');
          const expectedRevision = intArg(values.expect, '--expect') ?? (await currentRevision(ctx, merchant ?? ''));
          const body: Record<string, unknown> = { expectedRevision, remote, version };
          if (values['no-fallback']) body.fallback = null;
          else if (values.fallback) body.fallback = values.fallback;
          const { data } = await api(ctx, 'POST', `/ops/merchants/${m}/release/pin`, body);
          print(data, json, () => summary(data as never));
          return;
        }
        case 'rollback': {
          const toRevision = intArg(need(args[0], '<toRevision>'), '<toRevision>');
          const expectedRevision = intArg(values.expect, '--expect') ?? (await currentRevision(ctx, merchant ?? ''));
          const { data } = await api(ctx, 'POST', `/ops/merchants/${m}/release/rollback`, { expectedRevision, toRevision });
          print(data, json, () => summary(data as never));
          return;
        }
        default:
          throw new CliError(`unknown release command ${String(sub)}\n${USAGE}`);
      }
    }
    default:
      throw new CliError(`unknown command ${cmd}\n${USAGE}`);
  }
}

run(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`tessera: ${e instanceof CliError ? e.message : (e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
