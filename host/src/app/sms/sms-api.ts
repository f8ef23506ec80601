/** SMS code calls (docs/gateway.md#session-calls): login/forgot without a session, and registration. */
import { api, type SmsCodeValue } from '@tessera/shared';

export const smsApi = {
  noLogin: (mobileNum: string, countryDialingCode: string): Promise<SmsCodeValue> => api.call('smsNoLogin', { mobileNum, countryDialingCode }),
  register: (mobileNo: string, countryDialingCode: string): Promise<SmsCodeValue> => api.call('smsRegister', { mobileNo, countryDialingCode }),
};
