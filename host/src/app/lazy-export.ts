import { lazy, type ComponentType } from 'react';

/**
 * A named export of a module as a component that loads with its first render (React.lazy takes a default
 * export only): `lazyExport(() => import('./x'), 'X')` keeps X's props.
 */
export function lazyExport<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // The module's export is a component; typed as the export itself so callers keep its props.
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as unknown as M[K];
}
