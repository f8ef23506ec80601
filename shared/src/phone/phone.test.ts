import { canonicalMobile, isValidMobile, mobileForGateway } from './phone';

describe('phone numbers as people type them', () => {
  it('reads every way of typing one Philippine mobile as the one canonical form', () => {
    for (const typed of ['9171001001', '09171001001', '0917 100 1001', '+63 917-100-1001', '639171001001', '(0917) 100.1001', ' 9171001001 ']) {
      expect(canonicalMobile(typed, '63')).toBe('09171001001');
    }
    expect(canonicalMobile('9171001001', '+63')).toBe('09171001001');
  });

  it('follows the dial code chosen: trunk prefix where the country has one, none where it has not', () => {
    expect(canonicalMobile('812345678', '66')).toBe('0812345678');
    expect(canonicalMobile('0812345678', '66')).toBe('0812345678');
    expect(canonicalMobile('912345678', '84')).toBe('0912345678');
    expect(canonicalMobile('91234567', '65')).toBe('91234567');
    expect(canonicalMobile('+1 213 373 4253', '1')).toBe('2133734253');
  });

  it('refuses what is not a number there: too short, too long, letters, another country, no dial code', () => {
    expect(canonicalMobile('917100100', '63')).toBeNull();
    expect(canonicalMobile('917100100199', '63')).toBeNull();
    expect(canonicalMobile('0917abc1001', '63')).toBeNull();
    expect(canonicalMobile('+84 912 345 678', '63')).toBeNull();
    expect(canonicalMobile('', '63')).toBeNull();
    expect(canonicalMobile('9171001001', '')).toBeNull();
    expect(isValidMobile('9171001001', '63')).toBe(true);
    expect(isValidMobile('12', '63')).toBe(false);
  });

  it('sends the canonical form when there is one, else the text as typed (the gateway answers its error)', () => {
    expect(mobileForGateway(' +63 917 100 1001', '63')).toBe('09171001001');
    expect(mobileForGateway(' 12 ', '63')).toBe('12');
  });
});
