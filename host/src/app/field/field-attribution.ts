/**
 * Which app owns a node of the page: the remote whose area it sits in (RemoteArea marks its part with
 * `data-tessera-app` and the version it loaded), else the host. Field data is attributed this way: the LCP
 * element, an interaction's target, the node that shifted most.
 */
import type { FieldApp } from '@tessera/shared/field';

export interface Owner {
  app: FieldApp;
  /** Absent when the area does not know it yet (the caller falls back to the loader's answer). */
  version?: string;
}

export function ownerOf(node: Node | null | undefined): Owner {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const area = element?.closest('[data-tessera-app]');
  if (!area) return { app: 'host' };
  const version = area.getAttribute('data-tessera-version');
  return { app: area.getAttribute('data-tessera-app') as FieldApp, ...(version ? { version } : {}) };
}
