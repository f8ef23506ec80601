/** Session and member calls of the gateway (spec §7 "Session and member"). */
import { api, type LoginRequest, type LoginValue, type MemberInfo } from '@tessera/shared';

export const authApi = {
  login: (req: LoginRequest): Promise<LoginValue> => api.call('login', req),
  logout: (): Promise<unknown> => api.call('logout'),
  memberInfo: (): Promise<MemberInfo> => api.call('memberInfo'),
  captcha: (): Promise<string> => api.call('captcha', { t: Date.now() }),
};
