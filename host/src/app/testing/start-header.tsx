/** Tests of the session through the header: the header in a fresh host store, the app started (the boot check runs). */
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@tessera/shared/router';
import { appStarted } from '../app-actions';
import { Header } from '../shell/header';
import { createHostStore } from '../store';

export function startWithHeader() {
  const { store, task } = createHostStore({ navigate: jest.fn() });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(appStarted());
  });
  return { store, task };
}
