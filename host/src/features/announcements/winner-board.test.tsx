import { configureStore } from '@tessera/shared/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { initI18n, type WinnerEntry } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { announcementsActions, announcementsSlice } from './announcements-slice';
import { WinnerBoard, winnerRows, WINNERS_SHOWN } from './winner-board';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

const setup = () => {
  const store = configureStore({ reducer: { announcements: announcementsSlice.reducer } });
  render(
    <Provider store={store}>
      <WinnerBoard />
    </Provider>,
  );
  return store;
};

/** A row as the real gateway sends it: only `vo`. */
const vo = (customerName: string, winAmount: number, gameName = 'Fortune Koi') => ({ vo: { customerName, winAmount, gameName, iconUrl: '/cdn/x.png' } }) as unknown as WinnerEntry;

describe('winners board', () => {
  it('shows a loading state, then the biggest wins first from the gateway rows', () => {
    const store = setup();
    expect(screen.getByTestId('winner-board')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading the latest wins…')).toBeInTheDocument();
    const list = [vo('pl***01', 150), vo('ag***12', 9800.5, 'Dragon Tiger'), ...Array.from({ length: 12 }, (_, i) => vo(`p${i}***`, i + 1))];
    act(() => {
      store.dispatch(announcementsActions.winnersLoaded(list));
    });
    const rows = screen.getAllByTestId('winner-row');
    expect(rows).toHaveLength(WINNERS_SHOWN);
    expect(within(rows[0]!).getByText('ag***12')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('P 9,800.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('P 150.00')).toBeInTheDocument();
  });

  it('says so when there are no wins or they could not be loaded', () => {
    const store = setup();
    act(() => {
      store.dispatch(announcementsActions.winnersLoaded([]));
    });
    expect(screen.getByText('No big wins yet today. Yours could be the first!')).toBeInTheDocument();
    act(() => {
      store.dispatch(announcementsActions.winnersFailed());
    });
    expect(screen.getByText('The latest wins could not be loaded.')).toBeInTheDocument();
  });

  it('says the site does not offer it when the gateway has no winner board', () => {
    const store = setup();
    act(() => {
      store.dispatch(announcementsActions.winnersFailed({ notOffered: true }));
    });
    expect(screen.getByTestId('not-offered')).toHaveTextContent('Not available on this site');
    expect(screen.queryByText('The latest wins could not be loaded.')).toBeNull();
  });

  it('reads the flat rows too and drops rows without a player or game', () => {
    expect(winnerRows([{ player: 'a***', gameName: 'Sic Bo', prize: 5 }, { player: '', gameName: 'X', prize: 9 }])).toEqual([{ player: 'a***', game: 'Sic Bo', prize: 5, icon: undefined }]);
  });
});
