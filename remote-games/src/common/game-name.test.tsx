import { render, screen } from '@testing-library/react';
import { GameName, nameWords, splitGameName } from './game-name';

describe('a game name in a tile', () => {
  it('keeps a trailing number or numeral apart, so a clamp never cuts what tells numbered variants apart', () => {
    expect(splitGameName('Crystal Empress Megaways 12')).toEqual({ base: 'Crystal Empress Megaways', tail: '12' });
    expect(splitGameName('Dragon Quest III')).toEqual({ base: 'Dragon Quest', tail: 'III' });
    expect(splitGameName('Baccarat')).toEqual({ base: 'Baccarat' });
    expect(splitGameName('Dota 2')).toEqual({ base: 'Dota', tail: '2' });
    expect(splitGameName('Lucky 9 Deluxe')).toEqual({ base: 'Lucky 9 Deluxe' });
  });

  it('breaks only between words: at spaces, between Thai or Chinese words written without one, never before punctuation', () => {
    const words = (s: string) => nameWords(s).map((w) => `${w.word}${w.space ? '␣' : ''}`);
    expect(words('Mahjong Ways')).toEqual(['Mahjong␣', 'Ways']);
    expect(words('  Fortune  Tiger ')).toEqual(['Fortune␣', 'Tiger␣']);
    expect(words('Mahjong-Ways (New) Gems!')).toEqual(['Mahjong-Ways␣', '(New)␣', 'Gems!']);
    expect(words("Fortune's Lucky 9")).toEqual(["Fortune's␣", 'Lucky␣', '9']);
    // Thai and Chinese write no spaces: each word is its own box, so no line cuts inside one.
    const thai = words('มาจองเวย์สมบัติมังกร');
    expect(thai.length).toBeGreaterThan(1);
    expect(thai.join('')).toBe('มาจองเวย์สมบัติมังกร');
    expect(thai).toContain('มังกร');
    const chinese = words('麻将胡了超级财神');
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('麻将胡了超级财神');
  });

  it('renders each word in a box of its own, the number outside the clamped base, with the whole name as a tooltip', () => {
    const { container } = render(<GameName name="Crystal Easter Deluxe 2" className="gm-tile__name" />);
    const tail = screen.getByText('2');
    expect(tail).toHaveClass('gm-name__tail');
    const base = container.querySelector('.gm-name__base')!;
    expect(base.textContent).toBe('Crystal Easter Deluxe');
    expect([...base.querySelectorAll('.gm-name__word')].map((w) => w.textContent)).toEqual(['Crystal', 'Easter', 'Deluxe']);
    expect(tail.parentElement).toHaveAttribute('title', 'Crystal Easter Deluxe 2');
  });

  it('lets a line break between Thai words with no space between them', () => {
    const { container } = render(<GameName name="มาจองเวย์สมบัติมังกร 2" className="gm-tile__name" />);
    const base = container.querySelector('.gm-name__base')!;
    expect(base.textContent).toBe('มาจองเวย์สมบัติมังกร');
    expect(base.querySelectorAll('wbr').length).toBe(base.querySelectorAll('.gm-name__word').length - 1);
  });
});
