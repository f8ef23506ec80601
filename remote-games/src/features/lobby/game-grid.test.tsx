import { initI18n, type GameItem } from '@tessera/shared';
import { render, screen } from '@testing-library/react';
import { GameGrid, iconPriority } from './game-grid';

// Counts the tiles' renders: each tile renders its name once per render.
const nameRenders = jest.fn();
jest.mock('../../common/game-name', () => ({
  GameName: ({ name, className }: { name: string; className: string }) => {
    nameRenders(name);
    return <span className={className}>{name}</span>;
  },
}));

const game = (n: number): GameItem => ({ nodeId: `PG-${n}`, gameId: `${n}`, gameName: `Fortune ${n}`, gameCode: `c${n}`, vassalage: 'PG', gameType: 'RNG', iconUrl: `/icons/PG-${n}.png` });

beforeAll(async () => {
  await initI18n('en');
});

it('ranks the first tile high, the rest of the first row eager, later rows lazy', () => {
  expect([0, 1, 4, 5, 9].map((i) => iconPriority(i, 5))).toEqual(['high', 'eager', 'eager', 'lazy', 'lazy']);
});

it('loads the first row of icons at once, the first with high priority, and the others lazily', () => {
  // 7 games on a 5-column width: rows of 4 and 3 (balancedColumns), so the first row is 4 tiles.
  const games = Array.from({ length: 7 }, (_, i) => game(i));
  render(<GameGrid games={games} label="Games" vendorName={() => 'PG Soft'} isFavourite={() => false} onLaunch={jest.fn()} onFavourite={jest.fn()} />);
  const icons = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img'));
  expect(icons.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  expect(icons.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null, null]);
  expect(icons[0]).toHaveAttribute('src', '/icons/PG-0.png');
});

it('re-renders only the tile whose favourite changed when the lobby around the grid re-renders (a launch, a favourite)', () => {
  const games = Array.from({ length: 7 }, (_, i) => game(i));
  const onLaunch = jest.fn();
  const onFavourite = jest.fn();
  const grid = (favourite: string | null) => (
    <GameGrid games={games} label="Games" vendorName={() => 'PG Soft'} isFavourite={(id) => id === favourite} onLaunch={onLaunch} onFavourite={onFavourite} />
  );
  const { rerender } = render(grid(null));
  nameRenders.mockClear();
  rerender(grid(null));
  expect(nameRenders).not.toHaveBeenCalled();
  rerender(grid('PG-3'));
  expect(nameRenders.mock.calls).toEqual([['Fortune 3']]);
});
