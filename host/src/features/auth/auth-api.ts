/** Session and member calls of the gateway (docs/gateway.md#session-calls). */
import { api, desEncrypt, randomKey, type LoginRequest, type LoginValue, type MemberInfo } from '@tessera/shared';

export const authApi = {
  login: (req: LoginRequest): Promise<LoginValue> => api.call('login', req),
  logout: (): Promise<unknown> => api.call('logout', undefined, { sessionCheck: false }),
  memberInfo: (): Promise<MemberInfo> => api.call('memberInfo'),
  captcha: (): Promise<string> => api.call('captcha', { t: Date.now() }),
  /** Guest login (docs/product.md#free-play): platform W, the OS, a sealed random string, gateway version 3. */
  freePlay: (): Promise<LoginValue> => {
    const key = randomKey(8);
    return api.call(
      'freePlay',
      { platform: 'W', os: navigator.platform || 'web', random: desEncrypt(randomKey(16), key) + key },
      { headers: { 'X-Gateway-Version': '3' } },
    );
  },
};
