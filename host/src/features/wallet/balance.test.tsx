import { configureStore } from '@tessera/shared/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { Balance } from './balance';
import { walletActions, walletSlice } from './wallet-slice';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

const setup = () => {
  const store = configureStore({ reducer: { wallet: walletSlice.reducer } });
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
    expect(screen.getByTitle('Balance unavailable')).toHaveTextContent('P 12,345.67');
  });
});
