/**
 * How long the host waits for remotes and the release set. The defaults suit players; a test can shorten
 * them for its own browser with local storage `tessera:timeouts`, e.g. `{"remoteMs":1500,"releaseSetMs":800}`,
 * so fault tests (a hanging remote) finish in seconds. Values are clamped: a page can be made faster to give
 * up, never to wait forever.
 */
import { RELEASE_SET_DEFAULTS } from './release-set';

/** How long one remote may take to load (entry and expose) before its area shows the failure. */
export const REMOTE_TIMEOUT_MS = 20_000;

export const TIMEOUTS_KEY = 'tessera:timeouts';

export interface LoadTimeouts {
  remoteMs: number;
  releaseSetMs: number;
  backoffMs: number;
}

const clamp = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(Math.round(value), 50), max) : fallback;

export function loadTimeouts(storage: Pick<Storage, 'getItem'> | null | undefined = globalThis.localStorage): LoadTimeouts {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TIMEOUTS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // unreadable setting: the defaults
  }
  return {
    remoteMs: clamp(raw.remoteMs, REMOTE_TIMEOUT_MS, REMOTE_TIMEOUT_MS),
    releaseSetMs: clamp(raw.releaseSetMs, RELEASE_SET_DEFAULTS.timeoutMs, RELEASE_SET_DEFAULTS.timeoutMs),
    backoffMs: clamp(raw.backoffMs, RELEASE_SET_DEFAULTS.backoffMs, RELEASE_SET_DEFAULTS.backoffMs),
  };
}
