/**
 * What the registry's route plugins share: the store and settings they are registered with, and the ops
 * routes' helpers (who is calling, scope refusals, the ops API's error answers).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limits } from '../../security/limits.js';
import type { ArtifactStore } from '../artifact-store.js';
import { ArtifactError } from '../artifacts.js';
import { CredentialError, can, forbidden, type Principal } from '../credentials.js';
import { ReleaseError } from '../releases.js';
import type { RegistryStore } from '../store.js';
import type { SharedLimit } from '../../security/shared-counters.js';
import type { CanaryPolicy, TelemetryThrottle } from '../telemetry.js';

export interface RegistryContext {
  store: RegistryStore;
  /** Published files, shared by every instance. */
  artifacts: ArtifactStore;
  limits: Limits;
  telemetry: TelemetryThrottle;
  canaryPolicy: CanaryPolicy;
  /** One ops alert per canary and window when its evidence is disputed (registry/canary-decision.ts). */
  canaryAlerts: SharedLimit;
  /** Signs override links (registry/overrides.ts). */
  linkKey: Buffer;
  /** Seals the merchants' test-account passwords (registry/verify-account.ts). */
  verifyAccountKey: Buffer;
  /** Signs telemetry tickets (registry/telemetry-tickets.ts). */
  telemetryKey: Buffer;
  /** Origins besides loopback that dev-server override links may point at (TESSERA_DEV_ORIGINS). */
  devOrigins: readonly string[];
}

/** The credential of an ops call (set by the ops scope's requireOpsToken hook before any handler runs). */
export const who = (req: FastifyRequest): Principal => req.opsPrincipal as Principal;

/** Refuses with 403 unless `ok`; true when refused (the route returns). */
export async function refuse(reply: FastifyReply, req: FastifyRequest, ok: boolean, needed: string): Promise<boolean> {
  if (ok) return false;
  await reply.code(403).send(forbidden(who(req), needed));
  return true;
}

/** A release-set change: `release:<merchant>`, `release:*` or admin. */
export async function releaseGuard(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const p = who(req);
  const { merchant } = req.params as { merchant: string };
  if (!can.release(p, merchant)) await reply.code(403).send(forbidden(p, `release:${merchant}, release:* or admin`));
}

/** The ops API's answer to a refusal the registry's modules throw; anything else is the server's fault. */
export function sendError(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof ArtifactError || e instanceof CredentialError) return reply.code(e.status).send({ error: e.code, message: e.message });
  if (e instanceof ReleaseError) return reply.code(e.status).send({ error: e.code, message: e.message, ...e.extra });
  throw e;
}

/** `--since` / `?since=` windows: 15m, 1h, 24h, 7d. */
export function parseWindow(v: string | undefined, fallbackMs = 3_600_000): number | undefined {
  if (v === undefined || v === '') return fallbackMs;
  const m = /^(\d{1,4})([mhd])$/.exec(v);
  if (!m?.[1] || !m[2]) return undefined;
  const ms = Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
  return ms > 0 && ms <= 7 * 86_400_000 ? ms : undefined;
}
