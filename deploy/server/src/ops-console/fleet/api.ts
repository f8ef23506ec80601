/**
 * The console's calls to the ops API, typed from the server's own answer types (registry/api-types.ts). The
 * token is the one the console's sign-in keeps in this tab's session storage; no X-Ops-Actor is sent: the
 * audit names the credential.
 */
import type { ArtifactSummary, AuditRow, MerchantSummary, OpsAlert, OverrideLinkView, ReleaseSet, TelemetryRate, TelemetrySeries, TelemetryWindow, Verification, WhoAmI } from '../../registry/api-types.js';

export type { ArtifactSummary, AuditRow, MerchantSummary, OpsAlert, OverrideLinkView, ReleaseSet, TelemetryRate, TelemetrySeries, TelemetryWindow, Verification, WhoAmI };

export const TOKEN_KEY = 'tessera:ops-token';
/** Fired by the console's sign-in and sign-out (console-app.tsx); CHANGED_EVENT after any change it makes. */
export const SESSION_EVENT = 'tessera:ops-session';
export const CHANGED_EVENT = 'tessera:ops-changed';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; currentRevision?: number },
  ) {
    super(body.message ? `${status} ${body.error ?? 'error'}: ${body.message}` : `HTTP ${status}`);
  }
}

export const currentToken = () => sessionStorage.getItem(TOKEN_KEY) ?? '';

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { Authorization: `Bearer ${currentToken()}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, (data ?? {}) as ApiError['body']);
  return data as T;
}

export const REMOTES = ['games', 'member', 'agent', 'lottery'] as const;
export type Remote = (typeof REMOTES)[number];
