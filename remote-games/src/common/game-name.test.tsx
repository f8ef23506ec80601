import { render, screen } from '@testing-library/react';
import { GameName, splitGameName } from './game-name';

describe('a game name in a tile', () => {
  it('keeps a trailing number or numeral apart, so a clamp never cuts what tells numbered variants apart', () => {
    expect(splitGameName('Crystal Empress Megaways 12')).toEqual({ base: 'Crystal Empress Megaways', tail: '12' });
    expect(splitGameName('Dragon Quest III')).toEqual({ base: 'Dragon Quest', tail: 'III' });
    expect(splitGameName('Baccarat')).toEqual({ base: 'Baccarat' });
    expect(splitGameName('Dota 2')).toEqual({ base: 'Dota', tail: '2' });
    expect(splitGameName('Lucky 9 Deluxe')).toEqual({ base: 'Lucky 9 Deluxe' });
  });

  it('renders the number in an element of its own, outside the clamped base, with the whole name as a tooltip', () => {
    render(<GameName name="Crystal Easter 2" className="gm-tile__name" />);
    const tail = screen.getByText('2');
    expect(tail).toHaveClass('gm-name__tail');
    expect(screen.getByText('Crystal Easter')).toHaveClass('gm-name__base');
    expect(tail.parentElement).toHaveAttribute('title', 'Crystal Easter 2');
  });
});
