import { configureStore } from '@tessera/shared/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { Balance } from './balance';
import { connectionLost, connectionRestored } from '../../app/app-actions';
import { connectionSlice } from '../../app/connection/connection-slice';
import { walletActions, walletSlice } from './wallet-slice';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

const setup = () => {
  const store = configureStore({ reducer: { wallet: walletSlice.reducer, connection: connectionSlice.reducer } });
  render(
    <Provider store={store}>
      <Balance />
    </Provider>,
  );
  return store;
};

describe('header balance', () => {
  it('shows a placeholder until the balance is known and while it refreshes, then the amount', async () => {
    const store = setup();
    expect(screen.getByTestId('balance-placeholder')).toHaveTextContent('Updating balance');
    act(() => {
      store.dispatch(walletActions.balanceLoaded({ sumBalance: 12345.67, currencySymbol: 'P' }));
    });
    expect(await screen.findByText('P 12,345.67')).toBeInTheDocument();
    expect(screen.queryByTestId('balance-placeholder')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(store.getState().wallet.refreshing).toBe(true);
    expect(screen.getByTestId('balance-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('header-balance')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();

    act(() => {
      store.dispatch(walletActions.balanceFailed());
    });
    expect(screen.queryByTestId('balance-placeholder')).toBeNull();
    expect(screen.getByTitle('Last known balance: it could not be updated.')).toHaveTextContent('P 12,345.67');
    expect(screen.getByTestId('balance-stale')).toHaveTextContent('Not up to date');
  });

  it('keeps the last balance while the connection is lost, says it is out of date, and is current again once reloaded', () => {
    const store = setup();
    act(() => {
      store.dispatch(walletActions.balanceLoaded({ sumBalance: 15, currencySymbol: 'P' }));
    });
    expect(screen.queryByTestId('balance-stale')).toBeNull();
    expect(screen.getByTestId('header-balance')).toHaveAttribute('data-stale', 'false');
    act(() => {
      store.dispatch(connectionLost({ reason: 'offline' }));
      // A refresh asked for while offline cannot finish: no endless placeholder over the last amount.
      store.dispatch(walletActions.balanceRefreshRequested());
    });
    expect(screen.queryByTestId('balance-placeholder')).toBeNull();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('P 15.00');
    expect(screen.getByTestId('balance-stale')).toHaveTextContent('Not up to date');
    act(() => {
      store.dispatch(connectionRestored());
      store.dispatch(walletActions.balanceLoaded({ sumBalance: 20, currencySymbol: 'P' }));
    });
    expect(screen.queryByTestId('balance-stale')).toBeNull();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('P 20.00');
  });

  it('has nothing to call stale before any balance came', () => {
    const store = setup();
    act(() => {
      store.dispatch(walletActions.balanceFailed());
    });
    expect(screen.queryByTestId('balance-stale')).toBeNull();
    expect(screen.getByTitle('Balance unavailable')).toHaveTextContent('—');
  });
});
