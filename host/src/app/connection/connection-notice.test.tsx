import { configureStore } from '@tessera/shared/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { initI18n, setLanguage } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { connectionLost, connectionRestored } from '../app-actions';
import { ConnectionNotice } from './connection-notice';
import { connectionSlice } from './connection-slice';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
afterEach(async () => {
  await setLanguage('en');
});

function setup() {
  const store = configureStore({ reducer: { connection: connectionSlice.reducer } });
  render(
    <Provider store={store}>
      <ConnectionNotice />
    </Provider>,
  );
  return store;
}

it('says nothing while online; offline or unreachable, says which, with a retry that checks at once', async () => {
  const store = setup();
  expect(screen.queryByTestId('connection-notice')).toBeNull();
  act(() => {
    store.dispatch(connectionLost({ reason: 'offline' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
  act(() => {
    store.dispatch(connectionLost({ reason: 'unreachable' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('The server is not answering.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(store.getState().connection.checking).toBe(true);
  expect(screen.getByTestId('connection-retry')).toBeDisabled();
  expect(screen.getByTestId('connection-retry')).toHaveTextContent('Checking…');
  act(() => {
    store.dispatch(connectionRestored());
  });
  expect(screen.queryByTestId('connection-notice')).toBeNull();
});

it('is told in the player\'s language', async () => {
  const store = setup();
  await act(() => setLanguage('th'));
  act(() => {
    store.dispatch(connectionLost({ reason: 'offline' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('คุณออฟไลน์อยู่');
});
