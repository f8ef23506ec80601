import { DEFAULT_VIEW, linkedVendorOf, paramsFor, sameView, viewOf } from './lobby-url';

const q = (s: string) => new URLSearchParams(s);

describe('the lobby state in its URL', () => {
  it('reads the list, search, filters and page, with defaults for anything unreadable', () => {
    expect(viewOf(q('page=PG&list=recent&q=dragon&cls=JP&minBet=0.05&pageNo=3'))).toEqual({ mode: 'recent', gameName: 'dragon', classify: 'JP', minBet: '0.05', pageNo: 3 });
    expect(viewOf(q('type=hot'))).toMatchObject({ mode: 'hot' });
    expect(viewOf(q('list=nope&minBet=9&pageNo=-2'))).toEqual(DEFAULT_VIEW);
    expect(viewOf(q(''))).toEqual(DEFAULT_VIEW);
  });

  it('names the vendor as RNG page= or type=vassalage, keeping other parameters (a centre open over it)', () => {
    expect(linkedVendorOf('RNG', q('page=JL'))).toBe('JL');
    expect(linkedVendorOf('LIVE', q('type=vassalage&vassalage=SA'))).toBe('SA');
    expect(paramsFor(q('mc=withdraw'), 'RNG', 'PG', { ...DEFAULT_VIEW, gameName: 'dragon', pageNo: 2 }).toString()).toBe('mc=withdraw&page=PG&q=dragon&pageNo=2');
    expect(paramsFor(q('type=hot'), 'LIVE', 'SA', { ...DEFAULT_VIEW, mode: 'hot' }).toString()).toBe('type=vassalage&vassalage=SA&list=hot');
    // Back to the defaults: the parameters leave again.
    expect(paramsFor(q('page=PG&q=dragon&pageNo=2'), 'RNG', 'PG', DEFAULT_VIEW).toString()).toBe('page=PG');
  });

  it('round-trips: what is written reads back as the same view', () => {
    const view = { mode: 'all' as const, gameName: 'lucky 7', classify: 'TG', minBet: '0.5' as const, pageNo: 4 };
    expect(sameView(viewOf(paramsFor(q(''), 'FISH', 'JDB', view)), view)).toBe(true);
  });
});
