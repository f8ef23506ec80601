import type { VendorCard, VendorLane } from '@tessera/shared';
import { prizeModeOf } from './prize-mode';

const lane = (title: string, ...vassalages: string[]): VendorLane => ({
  title,
  cards: vassalages.map((vassalage): VendorCard => ({ vassalage, displayName: vassalage, gameType: title, isHot: 0 })),
  gameClassify: [],
});

describe('prizeModeOf', () => {
  it('is ELOTT when the ELOTT lane holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf([lane('RNG', 'PG'), lane('ELOTT', 'X', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', 'LOTT')])).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(prizeModeOf([])).toBe('LOTT');
    expect(prizeModeOf([lane('ELOTT', 'TCG_SEA')])).toBe('LOTT');
    expect(prizeModeOf([lane('ELOTT')])).toBe('LOTT');
    // The marker counts only in the ELOTT lane.
    expect(prizeModeOf([lane('LOTT', 'TCG_LOTTO_VN', 'LOTT')])).toBe('LOTT');
  });
});
