import { canonicalMobile as clientRule } from '@tessera/shared/phone';
import { canonicalMobile, dialCodeOf } from './phone.js';

describe('the gateway reads mobile numbers as the client sends them', () => {
  const cases: Array<[string, string]> = [
    ['9171001001', '63'],
    ['09171001001', '63'],
    ['+63 917 100 1001', '63'],
    ['639171001001', '63'],
    ['917100100', '63'],
    ['+84 912 345 678', '63'],
    ['812345678', '66'],
    ['91234567', '65'],
    ['0917abc1001', '63'],
    ['', '63'],
  ];

  it('agrees with the client on every case (one canonical form on both sides)', () => {
    for (const [typed, dial] of cases) expect([typed, dial, canonicalMobile(typed, dial)]).toEqual([typed, dial, clientRule(typed, dial)]);
    expect(canonicalMobile('9171001001', '63')).toBe('09171001001');
  });

  it('takes the dial code of the call, else +63', () => {
    expect(dialCodeOf({ countryDialingCode: '66' })).toBe('66');
    expect(dialCodeOf({ countryDialingCode: '+84' })).toBe('+84');
    expect(dialCodeOf({ countryDialingCode: 'x' })).toBe('63');
    expect(dialCodeOf({})).toBe('63');
    expect(canonicalMobile('9171001001')).toBe('09171001001');
  });
});
