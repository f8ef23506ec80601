import { readFileSync } from 'node:fs';
import { create } from 'tar';
import { findOpsTokenFile } from '../util/config.js';

/** A failure to report as `tessera: <message>` with exit code 1 (no stack trace). */
export class CliError extends Error {}
/** A mistake in the command line itself (unknown command or flag, missing argument): exit code 2. */
export class UsageError extends CliError {}

/** Where and as whom the CLI talks to the ops API. */
export interface OpsTarget {
  server: string;
  token: string;
  actor?: string;
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
    throw new CliError(`cannot reach ${target.server}: ${(e as Error).message}`);
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (!res.ok) {
    const d = data as { error?: string; message?: string; currentRevision?: number } | null;
    const msg = d && typeof d === 'object' ? `${d.error ?? 'error'}: ${d.message ?? ''}${d.currentRevision !== undefined ? ` (current revision ${d.currentRevision})` : ''}` : String(text);
    throw new CliError(`${res.status} ${msg}`);
  }
  return { status: res.status, data };
}

/** --token, else TESSERA_OPS_TOKEN, else <TESSERA_DATA_DIR>/ops-token, else the nearest .tessera/ops-token above. */
export function resolveToken(flag?: string): string {
  if (flag) return flag;
  if (process.env.TESSERA_OPS_TOKEN) return process.env.TESSERA_OPS_TOKEN;
  const file = findOpsTokenFile();
  const token = file ? readFileSync(file, 'utf8').trim() : '';
  if (token) return token;
  throw new CliError('no ops token: pass --token, set TESSERA_OPS_TOKEN, or run where TESSERA_DATA_DIR/ops-token (or a .tessera/ops-token above) exists');
}

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
