/**
 * SMS code calls (docs/gateway.md#session-calls): login/forgot without a session, registration, and the
 * code of a login from an unregistered IP (asked by the challenge's ticket).
 */
import { api, type GeetestV4Result, type SmsCodeValue } from '@tessera/shared';

export const smsApi = {
  noLogin: (mobileNum: string, countryDialingCode: string, geetestValidateV4?: GeetestV4Result): Promise<SmsCodeValue> =>
    api.call('smsNoLogin', { mobileNum, countryDialingCode, geetestValidateV4 }),
  loginIp: (ticket: string): Promise<SmsCodeValue> => api.call('loginVerification', { ticket }) as Promise<SmsCodeValue>,
  register: (mobileNo: string, countryDialingCode: string, geetestValidateV4?: GeetestV4Result): Promise<SmsCodeValue> =>
    api.call('smsRegister', { mobileNo, countryDialingCode, geetestValidateV4 }),
};
