import { canonicalMobile } from '@tessera/shared/phone';
import { mobileForGateway, phoneRulesLoaded, withMobileCheck } from './mobile';

describe('the host forms and the mobile number', () => {
  it('before the number rules load, sends the number as typed and leaves the check to the gateway', () => {
    expect(mobileForGateway(' 0917-100-1001 ', '63')).toBe('0917-100-1001');
    expect(withMobileCheck({}, 'mobileNum', '917100100', '63')).toEqual({});
    phoneRulesLoaded(canonicalMobile);
  });

  it('adds "enter a valid mobile number" only when the number is none for the dial code', () => {
    expect(withMobileCheck({}, 'mobileNum', '9171001001', '63')).toEqual({});
    expect(withMobileCheck({}, 'mobileNum', '+63 917 100 1001', '63')).toEqual({});
    expect(withMobileCheck({}, 'mobileNum', '917100100', '63')).toEqual({ mobileNum: { key: 'mobile' } });
    expect(withMobileCheck({}, 'mobileNum', '9171001001', '66')).toEqual({ mobileNum: { key: 'mobile' } });
    // An empty field and an earlier message are the form's own.
    expect(withMobileCheck({}, 'mobileNum', '', '63')).toEqual({});
    expect(withMobileCheck({ mobileNum: { key: 'required' } }, 'mobileNum', 'x', '63')).toEqual({ mobileNum: { key: 'required' } });
  });

  it('sends one canonical form however the number was typed', () => {
    expect(['9171001001', '0917-100-1001', '+639171001001'].map((m) => mobileForGateway(m, '63'))).toEqual(['09171001001', '09171001001', '09171001001']);
  });
});
