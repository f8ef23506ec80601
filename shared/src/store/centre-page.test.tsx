import { configureStore } from '@tessera/shared/toolkit';
import { act, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { Provider } from 'react-redux';
import { createCentreSlice, useCentrePage } from './centre-page';

type Page = 'home' | 'profile' | 'hidden';

it('shows the page asked for when the centre has it, else its default', () => {
  const resolve = (page: Page | undefined): 'home' | 'profile' => (page === 'profile' ? 'profile' : 'home');
  const slice = createCentreSlice('demoCentre', 'home', resolve);
  const store = configureStore({ reducer: { demoCentre: slice.reducer } });
  const page = () => slice.selectors.selectPage(store.getState());

  expect(page()).toBe('home');
  store.dispatch(slice.actions.centreOpened({ page: 'profile' }));
  expect(page()).toBe('profile');
  store.dispatch(slice.actions.pageSelected('hidden'));
  expect(page()).toBe('home');
  store.dispatch(slice.actions.pageSelected('profile'));
  store.dispatch(slice.actions.centreOpened({}));
  expect(page()).toBe('home');
});

describe('useCentrePage against a host that keeps the page (its URL)', () => {
  type Shown = 'home' | 'profile' | 'wallet';
  const slice = createCentreSlice('reportCentre', 'home', (page: Page | 'wallet' | undefined): Shown => (page === 'profile' || page === 'wallet' ? page : 'home'));
  const { centreOpened, pageSelected } = slice.actions;
  const { selectPage } = slice.selectors;

  /** A host whose answer to a report comes when the test says (`answer()`), as the real one's comes with its own render. */
  function setup(initial: Shown | undefined) {
    const store = configureStore({ reducer: { reportCentre: slice.reducer } });
    const reported: Shown[] = [];
    let setPage: (page: Shown | undefined) => void = () => undefined;
    const waiting: Shown[] = [];
    function Centre({ page, onPageChange }: { page?: Shown; onPageChange(page: Shown): void }) {
      return <p data-testid="shown">{useCentrePage(page, centreOpened, selectPage, onPageChange)}</p>;
    }
    function Host() {
      const [page, set] = useState(initial);
      setPage = set;
      const onPageChange = useCallback((p: Shown) => {
        reported.push(p);
        waiting.push(p);
      }, []);
      return <Centre page={page} onPageChange={onPageChange} />;
    }
    render(
      <Provider store={store}>
        <Host />
      </Provider>,
    );
    const shown = () => screen.getByTestId('shown').textContent;
    /** The frame's paint, and the task after it. */
    const paint = () => act(() => void jest.advanceTimersByTime(20));
    const answer = () => act(() => setPage(waiting.shift()));
    const pick = (page: Shown) => act(() => void store.dispatch(pageSelected(page)));
    const ask = (page: Shown) => act(() => setPage(page));
    return { reported, shown, paint, answer, pick, ask };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a page picked in the menu after the paint that shows it, the last of several taps once', () => {
    const { reported, shown, paint, pick } = setup('home');
    paint();
    pick('profile');
    expect(shown()).toBe('profile');
    expect(reported).toEqual([]);
    pick('wallet');
    paint();
    expect(reported).toEqual(['wallet']);
    paint();
    expect(reported).toEqual(['wallet']);
  });

  it('keeps a later tap when the host passes back a page reported before it', () => {
    const { reported, shown, paint, answer, pick } = setup('home');
    paint();
    pick('profile');
    paint();
    expect(reported).toEqual(['profile']);
    // A quicker tap than the host's answer.
    pick('wallet');
    answer();
    expect(shown()).toBe('wallet');
    paint();
    expect(reported).toEqual(['profile', 'wallet']);
    answer();
    paint();
    expect(shown()).toBe('wallet');
    expect(reported).toEqual(['profile', 'wallet']);
  });

  it('shows the page the host asks for, and reports the default when it asks for none', () => {
    const { reported, shown, paint, answer, ask } = setup(undefined);
    expect(shown()).toBe('home');
    paint();
    expect(reported).toEqual(['home']);
    answer();
    ask('profile');
    expect(shown()).toBe('profile');
    paint();
    expect(reported).toEqual(['home']);
  });
});
