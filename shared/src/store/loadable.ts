/**
 * One shape for a fetched thing in a slice, `Loadable<T>`: where it stands (`LoadStatus`), the value once
 * loaded and the failure (`ErrorInfo`) when it did not load. The helpers are immer "recipes" for a slice's
 * case reducers, so a reducer names the event (`pageRequested`, `pageLoaded`, `pageFailed`) and says what
 * happens in one line, instead of every slice writing the loading / ready / failed triple again.
 */
import type { PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '../api/errors';
import type { LoadStatus } from '../api/load-status';

/** The part of a loadable every load state has: its status and, after a failure, why. */
export interface LoadState {
  status: LoadStatus;
  error: ErrorInfo | null;
}

/** A value a slice fetches: `data` keeps the last loaded value while a reload is under way. */
export interface Loadable<T> extends LoadState {
  data: T | null;
}

/** A loadable not asked for yet (optionally with a value to start from). */
export function idle<T>(data: T | null = null): Loadable<T> {
  return { status: 'idle', data, error: null };
}

/** Asked for: loading, the last failure forgotten (the last value stays on screen until the new one comes). */
export function startLoading(state: LoadState): void {
  state.status = 'loading';
  state.error = null;
}

/** A load state not asked for yet, for a slice that keeps what it loads in fields of its own. */
export function notLoaded(): LoadState {
  return { status: 'idle', error: null };
}

/** Loaded (the slice has put the values in its own fields). */
export function ready(state: LoadState): void {
  state.status = 'ready';
  state.error = null;
}

/** Loaded: the value and `ready`. */
export function succeed<T>(state: Loadable<T>, data: T): void {
  state.data = data;
  state.status = 'ready';
  state.error = null;
}

/** Failed: `failed` and why; the last value stays. */
export function fail(state: LoadState, error: ErrorInfo): void {
  state.status = 'failed';
  state.error = error;
}

/** Whether a first value is still on its way (nothing to show yet). */
export function isPending(state: Loadable<unknown>): boolean {
  return state.data === null && state.status !== 'failed';
}

/**
 * The case reducers of a load: `started` (asked for, or asked again), `loaded` (`keep` puts the value where the
 * slice holds it, then the load state at `pick(state)` is ready) and `failed`. A slice names them after its own
 * events (`referralOpened: load.started`), so the loading / ready / failed triple is written once, here.
 */
export function loadCases<S, V, Q = void>(pick: (state: S) => LoadState, keep: (state: S, value: V) => void) {
  const cases = {
    /** `Q`: what the event carries for the saga (a page number, a query), if anything. */
    started(state: S, _action: PayloadAction<Q>) {
      startLoading(pick(state));
    },
    loaded(state: S, action: PayloadAction<V>) {
      keep(state, action.payload);
      ready(pick(state));
    },
    failed(state: S, action: PayloadAction<ErrorInfo>) {
      fail(pick(state), action.payload);
    },
  };
  return {
    ...cases,
    /**
     * The three under the slice's event names, to spread into `reducers`: `...load.as('referralOpened',
     * 'referralLoaded', 'referralFailed')`; `started` may have several (`['depositOpened', 'depositRetried']`).
     */
    as<const O extends string, L extends string, F extends string>(started: O | readonly O[], loaded: L, failed: F) {
      const starts = Object.fromEntries((typeof started === 'string' ? [started] : started).map((name) => [name, cases.started]));
      return { ...starts, [loaded]: cases.loaded, [failed]: cases.failed } as Record<O, typeof cases.started> & Record<L, typeof cases.loaded> & Record<F, typeof cases.failed>;
    },
  };
}

/** `loadCases` for the usual page slice: its load state at `state.load`, what a load brings kept in `state[into]`. */
export function loadInto<S extends { load: LoadState }, K extends keyof S>(into: K) {
  return loadCases<S, NonNullable<S[K]>>(
    (state) => state.load,
    (state, value) => {
      state[into] = value;
    },
  );
}

/** The same for a load that brings several of the slice's fields at once (`V`, such as `{ settings, records }`). */
export function loadFields<S extends { load: LoadState }, V extends Partial<S>>() {
  return loadCases<S, V>(
    (state) => state.load,
    (state, value) => Object.assign(state as object, value),
  );
}

/** The same for a `Loadable` at `pick(state)`: `loaded` keeps the value as its `data`. */
export function loadableCases<S, T, Q = void>(pick: (state: S) => Loadable<T>) {
  return loadCases<S, T, Q>(pick, (state: S, value: T) => {
    pick(state).data = value;
  });
}

/** A slice's `selectStatus`, `selectError` and `selectLoad` (both) for the load state at `pick(state)` (spread into `selectors`). */
export function loadSelectors<S>(pick: (state: S) => LoadState) {
  return {
    selectLoad: (state: S): LoadState => pick(state),
    selectStatus: (state: S) => pick(state).status,
    selectError: (state: S) => pick(state).error,
  };
}
