import { initI18n } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@tessera/shared/router';
import { fetchPopular, fetchVendorLanes } from '../features/popular/popular-api';
import PopularLottery from './popular-lottery';

jest.mock('../features/popular/popular-api');
const popular = jest.mocked(fetchPopular);
const lanes = jest.mocked(fetchVendorLanes);

function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
  lanes.mockResolvedValue([{ title: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'VN', gameType: 'ELOTT', isHot: 1 }], gameClassify: [] }]);
  popular.mockResolvedValue([
    { gameId: 1, gameCode: 'VNNORTH', gameName: 'Northern Lottery', gameGroupCode: 'VN' },
    { gameId: 2, gameCode: 'THAIGOV', gameName: 'Thai Government Lottery', gameGroupCode: 'SEA' },
    { gameId: 3, gameCode: 'LOTTO1M', gameName: '1-Minute Lotto', gameGroupCode: 'FAST' },
  ]);
});

describe('<PopularLottery> (home widget)', () => {
  it('lists the popular games of the derived prize mode, up to the limit; a click opens that game\'s page', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <PopularLottery limit={2} />
        <Location />
      </MemoryRouter>,
    );
    const widget = await screen.findByRole('region', { name: 'Popular lottery' });
    expect(within(widget).getAllByRole('button').map((b) => b.textContent)).toEqual(['Northern Lottery', 'Thai Government Lottery']);
    expect(popular).toHaveBeenCalledWith('ELOTT');
    await userEvent.click(within(widget).getByRole('button', { name: 'Thai Government Lottery' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/seaLottery?gameCode=THAIGOV');
  });

  it('shows a retryable error', async () => {
    popular.mockRejectedValueOnce(new Error('down'));
    render(
      <MemoryRouter>
        <PopularLottery />
      </MemoryRouter>,
    );
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button'));
    expect(await screen.findByRole('region', { name: 'Popular lottery' })).toBeInTheDocument();
  });
});
