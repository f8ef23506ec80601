import { configureStore } from '@tessera/shared/toolkit';
import { createCentreSlice } from './centre-page';

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
