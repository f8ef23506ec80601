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

  it('sends RNG vendors to the RNG start, lottery vendors to their pages, TCG_SEA with its special image', () => {
    const cats = navCategories([
      lane('RNG', [card('JL', 'RNG', 1)]),
      lane('LOTT', [card('TCG_SEA', 'LOTT')]),
      lane('ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')]),
      lane('LIVE', [card('SA', 'LIVE')]),
    ]);
    const v = (key: string) => cats.find((c) => c.key === key)?.vendors ?? [];
    expect(v('rng')[0]).toMatchObject({ to: '/rng?page=JL', isHot: true });
    expect(v('lottery').map((x) => [x.vassalage, x.to, x.image])).toEqual([
      ['TCG_LOTTO_VN', '/vnLottery', '/cdn/small/TCG_LOTTO_VN.png'],
      ['TCG_SEA', '/seaLottery', '/cdn/large/TCG_SEA.png'],
    ]);
    expect(v('live')[0]?.to).toBe('/live?type=vassalage&vassalage=SA');
    const sports = navCategories([lane('SPORTS', [card('SB', 'SPORTS'), card('FB', 'SPORTS'), card('IA', 'SPORTS')])]);
    expect(sports.flatMap((c) => c.vendors.map((x) => x.to))).toEqual(['/sports?game=SB', '/fbsports', '/esports?game=IA']);
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
