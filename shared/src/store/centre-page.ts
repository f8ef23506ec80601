import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { createSlice, type Action, type PayloadAction } from '@tessera/shared/toolkit';
import { afterNextPaint } from '@tessera/shared/kit';

/**
 * A centre's page (the member and agent centres) against the host's URL. Each time the host asks for `page` (none:
 * the default), `opened` goes to the centre's store. The host keeps the page in the URL, so a reload, a link and
 * Back find it again: only a page the host did not ask for is reported (picked in the menu, a default, a fallback),
 * read from the store, since in the commit that asks for `page` the rendered page is still the one before, and
 * echoing it back would make the two ping-pong. Returns the page the centre shows.
 *
 * The report waits for the paint after the change: the host's answer (its overlay's render, its URL) sat in the
 * menu tap in front of that paint (docs/performance.md, taps). Taps before it are reported once, as the last page;
 * and the host passing back a page the centre reported is the host following, not asking: a quicker tap since must
 * not be undone by it.
 */
export function useCentrePage<P extends string, S>(
  page: P | undefined,
  opened: (payload: { page?: P }) => Action,
  selectPage: (state: S) => P,
  onPageChange?: (page: P) => void,
): P {
  const dispatch = useDispatch();
  const store = useStore<S>();
  const current = useSelector(selectPage);
  /** Pages reported to the host that it has not passed back yet, oldest first. */
  const echoes = useRef<P[]>([]);

  useEffect(() => {
    const echo = page === undefined ? -1 : echoes.current.indexOf(page);
    if (echo >= 0) {
      echoes.current.splice(0, echo + 1);
      return;
    }
    echoes.current = [];
    dispatch(opened({ page }));
  }, [dispatch, opened, page]);

  useEffect(() => {
    if (!onPageChange) return;
    return afterNextPaint(() => {
      const shown = selectPage(store.getState());
      if (shown === page || shown === echoes.current[echoes.current.length - 1]) return;
      echoes.current.push(shown);
      onPageChange(shown);
    });
  }, [onPageChange, current, page, store, selectPage]);

  return current;
}

/**
 * A centre slice's page cases: `opened` with the page the host asked for, `selected` from the centre's menu; a
 * page the centre does not have, or none, resolves (`resolve`) to one it has (`P`, of the contract's pages `A`).
 */
export function centrePageCases<A extends string, P extends A>(resolve: (page: A | undefined) => P) {
  return {
    opened(state: { page: P }, action: PayloadAction<{ page?: A }>) {
      state.page = resolve(action.payload.page);
    },
    selected(state: { page: P }, action: PayloadAction<A>) {
      state.page = resolve(action.payload);
    },
  };
}

/**
 * A centre's slice (`name`): which page it shows, `centreOpened` with the page the host asked for and `pageSelected`
 * from its menu (resolved as `centrePageCases` does), read with `selectPage`. The pages' own slices join the store
 * as they mount.
 */
export function createCentreSlice<N extends string, A extends string, P extends A>(name: N, defaultPage: P, resolve: (page: A | undefined) => P) {
  const initialState: { page: P } = { page: defaultPage };
  return createSlice({
    name,
    initialState,
    // The casts as in createReport: immer's draft of a generic state is the state itself.
    reducers: {
      centreOpened(state, action: PayloadAction<{ page?: A }>) {
        (state as { page: P }).page = resolve(action.payload.page);
      },
      pageSelected(state, action: PayloadAction<A>) {
        (state as { page: P }).page = resolve(action.payload);
      },
    },
    selectors: { selectPage: (state) => state.page as P },
  });
}
