/**
 * tabbable (a dialog's focusable controls, for the Tab wrap) loads with the first dialog opened, not with the
 * shared entry every page loads: most pages open none. Part of the federation singleton, so the host's dialogs
 * and a remote's load one copy.
 */
import type { tabbable as tabbableFn } from 'tabbable';

export type Tabbable = typeof tabbableFn;

let loaded: Tabbable | undefined;
let loading: Promise<Tabbable> | undefined;

/** tabbable, loading it once; offline, the next call asks again. */
export function loadTabbable(): Promise<Tabbable> {
  return (loading ??= import('tabbable').then(
    (m) => (loaded = m.tabbable),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  ));
}

/** tabbable if it has come. */
export function loadedTabbable(): Tabbable | undefined {
  return loaded;
}
