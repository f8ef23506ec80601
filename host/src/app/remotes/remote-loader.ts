/**
 * Runtime composition (docs/architecture.md#load-order): remotes are registered with the federation runtime from the
 * merchant's release set, loaded lazily when first needed, checked against the integrity recorded at
 * publish time, and fall back to the set's `fallback` version when the main one cannot be loaded.
 * Every load and failure is reported to the platform's telemetry.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { crashDetails, whenTranslationsLoaded, type ReleaseSet, type RemoteName, type RemoteVersionRef, type TelemetryEvent } from '@tessera/shared';
import { selectRelease, showOverrideBanner } from './release-selection';
import { REMOTE_TIMEOUT_MS } from './timeouts';

export { REMOTE_TIMEOUT_MS };

/** A well-formed sha384 no file has (an empty or malformed integrity would mean "no check"). */
export const DENY_INTEGRITY = `sha384-${'A'.repeat(64)}`;

export type RemoteFailureReason = 'not_released' | 'timeout' | 'load' | 'empty';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteFailureReason,
    cause?: unknown,
  ) {
    super(`remote ${remote} failed to load (${reason})`, { cause });
    this.name = 'RemoteLoadError';
  }
}

export interface RemoteRuntime {
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
  registerPlugins: typeof registerPlugins;
}

export interface RemoteLoaderOptions {
  /** The merchant's release set; called again after a failure so a retry can refetch it. */
  releaseSet: () => Promise<ReleaseSet>;
  report: (event: TelemetryEvent) => void;
  runtime?: RemoteRuntime;
  timeoutMs?: number;
  now?: () => number;
  /**
   * A dev override's server did not answer and the published version loaded instead; default: the override
   * banner says so (its Clear button stays).
   */
  onDevUnreachable?: (merchant: string, remote: RemoteName, origin: string) => void;
}

export interface RemoteLoader {
  /** Loads `./<expose>` of a remote: main version, else fallback; throws RemoteLoadError if neither loads. */
  load<T>(remote: RemoteName, expose: string): Promise<T>;
  /**
   * Reports that the loaded version of `remote` threw while rendering `expose` (its area's error boundary
   * caught it): telemetry kind `render`, with the error's message and first frame scrubbed of personal data.
   * Automatic rollback weighs it like a failed load. A dev server's version is not reported.
   */
  reportRenderCrash(remote: RemoteName, expose: string, error: unknown): void;
  /** The published version of `remote` this page loaded (undefined before it loads, or from a dev server). */
  versionOf?(remote: RemoteName): string | undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `…/<version>/mf-manifest.json` → `…/<version>/remoteEntry.js`, absolute. */
export function entryScriptUrl(manifestUrl: string, base: string): string {
  return new URL('remoteEntry.js', new URL(manifestUrl, base)).href;
}

export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const runtime = options.runtime ?? { registerRemotes, loadRemote, registerPlugins };
  const timeoutMs = options.timeoutMs ?? REMOTE_TIMEOUT_MS;
  const now = options.now ?? (() => performance.now());
  const base = globalThis.location?.href ?? 'http://localhost/';
  /**
   * Integrity by absolute remoteEntry.js URL: only scripts named by the release set get one. `null` is a dev
   * override's entry (a signed link to a developer's dev server): loaded unchecked, in that browser only.
   */
  const integrityByUrl = new Map<string, string | null>();
  /** What each remote is registered with, and whether its last load from there worked. */
  const registration = new Map<RemoteName, { entry: string; ok: boolean }>();
  /** Once a version of a remote has loaded, the rest of the page keeps using it. */
  const chosen = new Map<RemoteName, RemoteVersionRef & { dev?: true }>();
  const inflight = new Map<string, Promise<unknown>>();
  /** The merchant of the release set the page loaded remotes from (render crash reports name it). */
  let merchantOfPage: string | undefined;
  /** This page load's telemetry ticket (from the release set's answer): reports without one do not count. */
  let ticketOfPage: string | undefined;

  const integrityPlugin: ModuleFederationRuntimePlugin = {
    name: 'tessera-release-integrity',
    // Every script the federation runtime loads is an entry named by the release set, checked against the
    // integrity recorded at publish; any other URL (e.g. a tampered manifest pointing elsewhere) gets an
    // integrity nothing matches, so it is refused rather than run. The chunks an entry loads are checked by
    // the integrity map built into that entry (shared/build/chunk-integrity.mjs).
    createScript({ url }) {
      const integrity = integrityByUrl.get(url.split('?')[0] ?? url);
      const script = document.createElement('script');
      script.src = url;
      if (integrity !== null) script.integrity = integrity ?? DENY_INTEGRITY;
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs };
    },
  };
  runtime.registerPlugins([integrityPlugin]);

  function ensureRegistered(remote: RemoteName, entryUrl: string): void {
    const current = registration.get(remote);
    if (current && current.entry === entryUrl && current.ok) return;
    // Re-registering with force drops the runtime's cached (possibly failed) entry, so a retry or a
    // fallback really fetches again.
    runtime.registerRemotes([{ name: remote, entry: entryUrl }], { force: current !== undefined });
    registration.set(remote, { entry: entryUrl, ok: true });
  }

  async function loadVersion<T>(remote: RemoteName, ref: RemoteVersionRef & { dev?: true }, expose: string): Promise<T> {
    // Registered by its remoteEntry.js, not its mf-manifest.json: with a manifest the federation runtime
    // trusts an unchecked file (public path, asset list) and runs the expose's chunks itself as scripts,
    // bypassing the entry's integrity map. With the entry alone, the one script the host loads is checked
    // against the release set, and that entry checks every chunk it loads (shared/build/chunk-integrity.mjs).
    const entryUrl = entryScriptUrl(ref.entry, base);
    integrityByUrl.set(entryUrl, ref.dev ? null : ref.integrity);
    ensureRegistered(remote, entryUrl);
    try {
      const module = await withTimeout(
        runtime.loadRemote<T>(`${remote}/${expose.replace(/^\.\//, '')}`),
        timeoutMs,
        () => new RemoteLoadError(remote, 'timeout'),
      );
      if (module == null) throw new RemoteLoadError(remote, 'empty');
      // The remote registered its namespace while its module ran: render it only with its strings loaded.
      await whenTranslationsLoaded();
      chosen.set(remote, ref);
      return module as T;
    } catch (e) {
      registration.set(remote, { entry: entryUrl, ok: false });
      throw e instanceof RemoteLoadError ? e : new RemoteLoadError(remote, 'load', e);
    }
  }

  async function loadFresh<T>(remote: RemoteName, expose: string): Promise<T> {
    const set = await options.releaseSet().catch((e: unknown) => {
      throw new RemoteLoadError(remote, 'not_released', e);
    });
    const release = await selectRelease(set, remote);
    if (!release) throw new RemoteLoadError(remote, 'not_released');
    const merchant = set.merchant;
    merchantOfPage = merchant;
    ticketOfPage = set.telemetryTicket;
    const pinned = chosen.get(remote);
    if (pinned) return loadVersion<T>(remote, pinned, expose);
    const started = now();
    const report = (ref: RemoteVersionRef & { dev?: true }, kind: TelemetryEvent['kind'], error?: unknown) =>
      // A dev server's loads say nothing about a published version: not reported.
      ref.dev ||
      options.report({
        merchant,
        remote,
        version: ref.version,
        kind,
        ...(kind === 'error'
          ? { reason: error instanceof RemoteLoadError ? error.reason : 'load' }
          : { ms: Math.round(now() - started) }),
        ...(set.telemetryTicket ? { ticket: set.telemetryTicket } : {}),
      });
    try {
      const module = await loadVersion<T>(remote, release, expose);
      report(release, 'load');
      return module;
    } catch (error) {
      report(release, 'error', error);
      if (release.dev) {
        const origin = new URL(release.entry).origin;
        (options.onDevUnreachable ?? ((m, r, o) => showOverrideBanner({ remote: r, version: release.version, source: 'dev', origin: o, unreachable: true }, m)))(merchant, remote, origin);
      }
      if (!release.fallback) throw error;
      try {
        const module = await loadVersion<T>(remote, release.fallback, expose);
        report(release.fallback, 'fallback');
        return module;
      } catch (fallbackError) {
        report(release.fallback, 'error', fallbackError);
        throw error;
      }
    }
  }

  return {
    versionOf(remote) {
      const ref = chosen.get(remote);
      return ref && !ref.dev ? ref.version : undefined;
    },
    reportRenderCrash(remote, expose, error) {
      const ref = chosen.get(remote);
      if (!ref || ref.dev || !merchantOfPage) return;
      options.report({ merchant: merchantOfPage, remote, version: ref.version, kind: 'render', expose, ...crashDetails(error), ...(ticketOfPage ? { ticket: ticketOfPage } : {}) });
    },
    load<T>(remote: RemoteName, expose: string): Promise<T> {
      // Concurrent requests for the same module share one attempt; a failed attempt is forgotten so
      // the next call (a retry) starts over.
      const key = `${remote}/${expose}`;
      const existing = inflight.get(key);
      if (existing) return existing as Promise<T>;
      const attempt = loadFresh<T>(remote, expose);
      inflight.set(key, attempt);
      attempt.catch(() => inflight.delete(key));
      return attempt;
    },
  };
}
