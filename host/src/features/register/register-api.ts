/** Registration calls (docs/product.md#register, docs/gateway.md#member-calls). */
import { api, type LoginValue, type RegisterRequest } from '@tessera/shared';

export const registerApi = {
  byUsername: (req: RegisterRequest): Promise<LoginValue> => api.call('register', req),
  byMobile: (req: RegisterRequest): Promise<LoginValue> => api.call('registerMobile', req),
  /** The image captcha (base64 PNG without its data: prefix), tied to this browser's captcha session. */
  captcha: (): Promise<string> => api.call('captcha', { t: Date.now() }),
  /** Whether an affiliate code is valid on this domain. */
  affiliate: (code: string, domain: string): Promise<boolean> => api.call('affiliate', { code, domain }),
};
