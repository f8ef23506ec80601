import type { VendorCard, VendorLane } from '@tessera/shared';
import { dropdownOf, navCategories } from './nav-model';

const card = (vassalage: string, gameType: string, isHot: 0 | 1 = 0): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  isHot,
  smallIcon: `/cdn/small/${vassalage}.png`,
  lagerIcon: `/cdn/large/${vassalage}.png`,
});
const lane = (title: string, cards: VendorCard[]): VendorLane => ({ title, cards, gameClassify: [] });

describe('nav model', () => {
  it('shows only categories with vendors, splitting e-sports out of sports and DS88 out of cockfight', () => {
    const cats = navCategories([
      lane('SPORTS', [card('SB', 'SPORTS'), card('IMES', 'SPORTS'), card('FB', 'SPORTS')]),
      lane('COCKFIGHT', [card('SV3', 'COCKFIGHT'), card('DS88', 'COCKFIGHT')]),
      lane('FISH', []),
    ]);
    expect(cats.map((c) => [c.key, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['sports', ['SB', 'FB']],
      ['esports', ['IMES']],
      ['cockfight', ['SV3']],
      ['ds88', ['DS88']],
    ]);
  });

  it('gives each vendor the launch target games/launch decides on: lobby vendors flagged VASSALAGE, TCG_SEA with its special image', () => {
    const cats = navCategories([
      lane('RNG', [card('JL', 'RNG', 1)]),
      lane('LOTT', [card('TCG_SEA', 'LOTT')]),
      lane('ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')]),
      lane('LIVE', [card('SA', 'LIVE')]),
      lane('COCKFIGHT', [card('SV3', 'COCKFIGHT'), card('DS88', 'COCKFIGHT')]),
    ]);
    const v = (key: string) => cats.find((c) => c.key === key)?.vendors ?? [];
    // A slot vendor is a vendor launch (the RNG lobby on it), not a lobby list.
    expect(v('rng')[0]).toMatchObject({ isHot: true, target: { vassalage: 'JL', gameType: 'RNG' } });
    expect(v('rng')[0]?.target).not.toHaveProperty('isGame');
    expect(v('lottery').map((x) => [x.vassalage, x.target, x.image])).toEqual([
      ['TCG_LOTTO_VN', { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' }, '/cdn/small/TCG_LOTTO_VN.png'],
      ['TCG_SEA', { vassalage: 'TCG_SEA', gameType: 'LOTT' }, '/cdn/large/TCG_SEA.png'],
    ]);
    // Lobby categories open the vendor's list of games.
    expect(v('live')[0]?.target).toEqual({ vassalage: 'SA', gameType: 'LIVE', isGame: 'VASSALAGE' });
    expect(v('cockfight')[0]?.target).toEqual({ vassalage: 'SV3', gameType: 'COCKFIGHT', isGame: 'VASSALAGE' });
    // DS88 and the sportsbooks launch their game; FB's goes to /fbsports by the launch rules.
    expect(v('ds88')[0]?.target).toEqual({ vassalage: 'DS88', gameType: 'COCKFIGHT' });
    const sports = navCategories([lane('SPORTS', [card('SB', 'SPORTS'), card('FB', 'SPORTS'), card('IA', 'SPORTS')])]);
    expect(sports.flatMap((c) => c.vendors.map((x) => [c.key, x.target]))).toEqual([
      ['sports', { vassalage: 'SB', gameType: 'SPORTS' }],
      ['sports', { vassalage: 'FB', gameType: 'SPORTS' }],
      ['esports', { vassalage: 'IA', gameType: 'SPORTS' }],
    ]);
  });

  it('lists at most 11 vendors, "more" at exactly 11 shown, centred below 6', () => {
    const many = (n: number) => navCategories([lane('RNG', Array.from({ length: n }, (_, i) => card(`V${i}`, 'RNG')))])[0]!;
    expect(dropdownOf(many(5))).toMatchObject({ more: false, centred: true });
    expect(dropdownOf(many(6))).toMatchObject({ more: false, centred: false });
    expect(dropdownOf(many(10)).more).toBe(false);
    expect(dropdownOf(many(11))).toMatchObject({ more: true });
    const fourteen = dropdownOf(many(14));
    expect(fourteen.shown).toHaveLength(11);
    expect(fourteen.more).toBe(true);
  });
});
