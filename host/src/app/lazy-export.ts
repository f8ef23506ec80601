import { lazy, type ComponentType } from 'react';

/** Modules a loader has brought, by loader: a component whose module is here renders without suspending. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Starts loading a module that a lazyExport of the same `load` will render (at the first touch, say); a failure is
 * left for the render to retry. Once it has come, that component's first render is immediate, not a frame later.
 * Resolves (never rejects) when the load has settled.
 */
export function preload(load: () => Promise<unknown>): Promise<void> {
  return load().then(
    (m) => void loaded.set(load, m),
    () => undefined,
  );
}

/**
 * A named export of a module as a component that loads with its first render (React.lazy takes a default
 * export only): `lazyExport(() => import('./x'), 'X')` keeps X's props. If `preload(load)` has brought the module,
 * the first render does not suspend: React.lazy takes a thenable that resolves at once.
 */
export function lazyExport<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const component = (m: M) => ({ default: m[name] as ComponentType<object> });
  // The module's export is a component; typed as the export itself so callers keep its props.
  return lazy(() => {
    const ready = loaded.get(load) as M | undefined;
    if (ready) return { then: (resolve: (m: { default: ComponentType<object> }) => void) => resolve(component(ready)) } as Promise<{ default: ComponentType<object> }>;
    return load().then((m) => {
      loaded.set(load, m);
      return component(m);
    });
  }) as unknown as M[K];
}
