/** The gateway's GeeTest call (docs/gateway.md#geetest): the merchant's captcha id for a product. */
import { api, type GeetestProduct, type GeetestValue } from '@tessera/shared';

export const sliderCaptchaApi = {
  captchaId: (product: GeetestProduct): Promise<GeetestValue> => api.call('geetest', { product }),
};
