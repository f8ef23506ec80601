/** Session and member calls of the gateway (docs/gateway.md#session-calls). */
import { api, loadCrypto, type LoginRequest, type LoginValue, type LoginVerificationRequest, type LoginVerificationValue, type MemberInfo } from '@tessera/shared';

export const authApi = {
  login: (req: LoginRequest): Promise<LoginValue> => api.call('login', req),
  /** A login from an unregistered IP: sends the SMS code (ticket only) or finishes the login (with the code). */
  loginVerification: (req: LoginVerificationRequest): Promise<LoginVerificationValue> => api.call('loginVerification', req),
  logout: (): Promise<unknown> => api.call('logout', undefined, { sessionCheck: false }),
  memberInfo: (): Promise<MemberInfo> => api.call('memberInfo'),
  captcha: (): Promise<string> => api.call('captcha', { t: Date.now() }),
  /** Guest login (docs/product.md#free-play): platform W, the OS, a sealed random string, gateway version 3. */
  freePlay: async (): Promise<LoginValue> => {
    const { desEncrypt, randomKey } = await loadCrypto();
    const key = randomKey(8);
    // `x-gateway-version: 3` goes out on every call (shared/src/api/wire.ts), free play included.
    return api.call('freePlay', { platform: 'W', os: navigator.platform || 'web', random: desEncrypt(randomKey(16), key) + key });
  },
};
