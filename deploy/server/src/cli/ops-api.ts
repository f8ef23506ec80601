import { readFileSync } from 'node:fs';
import { create } from 'tar';
import { findOpsTokenFile } from '../util/config.js';

/**
 * A failure to report as `tessera: <message>` with exit code 1 (no stack trace). `code` is the server's error
 * code (`stale_revision`, `forbidden`, …) or the CLI's own (`unreachable`, `failed`); `--json` prints it with
 * the message as `{ code, message }`.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code = 'failed',
  ) {
    super(message);
  }
}
/** A mistake in the command line itself (unknown command or flag, missing argument): exit code 2, code `usage`. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 'usage');
  }
}

/** Where and as whom the CLI talks to the ops API. */
export interface OpsTarget {
  server: string;
  token: string;
  actor?: string;
  /** Where the token came from (`--token`, `TESSERA_OPS_TOKEN`, a file), for a refusal to name. */
  tokenSource?: string;
}

/** One ops API call; a non-2xx answer becomes a CliError `<status> <error>: <message>`. */
export async function opsApi(
  target: OpsTarget,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${target.token}` };
  if (target.actor) headers['X-Ops-Actor'] = target.actor;
  let payload: string | Uint8Array | undefined;
  if (body !== undefined) {
    headers['Content-Type'] = contentType;
    payload = Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(new URL(path, target.server), { method, headers, body: payload });
  } catch (e) {
    throw new CliError(`cannot reach ${target.server}: ${(e as Error).message}`, 'unreachable');
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (!res.ok) {
    const d = data && typeof data === 'object' ? (data as { error?: string; message?: string; currentRevision?: number }) : undefined;
    // The CLI always sends a token: a 401 means this one is not (or no longer) a live credential.
    if (res.status === 401) throw new CliError(`401 token refused or revoked: ${target.server} does not accept the ops token from ${target.tokenSource ?? '--token'}; ask an admin for a new credential`, 'unauthorized');
    const msg = d ? `${d.error ?? 'error'}: ${d.message ?? ''}${d.currentRevision !== undefined && !d.message?.includes('current is') ? ` (current revision ${d.currentRevision})` : ''}` : text;
    throw new CliError(`${res.status} ${msg}`, d?.error ?? `http_${res.status}`);
  }
  return { status: res.status, data };
}

/** The ops token and where it was found: --token, else TESSERA_OPS_TOKEN, else <TESSERA_DATA_DIR>/ops-token, else the nearest .tessera/ops-token above. */
export function findToken(flag?: string): { token: string; source: string } {
  if (flag) return { token: flag, source: '--token' };
  if (process.env.TESSERA_OPS_TOKEN) return { token: process.env.TESSERA_OPS_TOKEN, source: 'TESSERA_OPS_TOKEN' };
  const file = findOpsTokenFile();
  const token = file ? readFileSync(file, 'utf8').trim() : '';
  if (file && token) return { token, source: file };
  throw new CliError('no ops token: set TESSERA_OPS_TOKEN (or pass --token), or run where TESSERA_DATA_DIR/ops-token (or a .tessera/ops-token above) exists', 'no_token');
}

/** The ops token (findToken). */
export const resolveToken = (flag?: string): string => findToken(flag).token;

/** A built app folder as the gzip'd tar the publish endpoint takes. */
export async function tarGz(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The merchant's current release-set revision (0 before its first release set). */
export async function currentRevision(target: OpsTarget, merchant: string): Promise<number> {
  try {
    const { data } = await opsApi(target, 'GET', `/ops/merchants/${encodeURIComponent(merchant)}/release`);
    return (data as { revision: number }).revision;
  } catch (e) {
    if (e instanceof CliError && e.message.startsWith('404')) return 0;
    throw e;
  }
}
