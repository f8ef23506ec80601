/**
 * The slider captcha step of login, registration and the SMS sends (docs/product.md#login step 2,
 * docs/product.md#register step 3): while the merchant has GEETEST3 on, ask the gateway for the product's
 * captcha id, load GeeTest's widget (only now, never on first paint), run it, and hand back the result the
 * call sends as `geetestValidateV4`. Undefined when the merchant runs none.
 */
import { call, select } from 'redux-saga/effects';
import { currentLanguage, type GeetestProduct, type GeetestV4Result, type GeetestValue, type ResourceLink } from '@tessera/shared';
import { selectModule, selectSettings, type SettingsState } from '../../features/settings/settings-slice';
import type * as Gt4 from './gt4';
import { sliderCaptchaApi } from './slider-captcha-api';

/** The widget's loader (./gt4.ts) comes with the first challenge, not with the page: most merchants run none. */
const loadWidget = (): Promise<typeof Gt4> => import('./gt4');

/** GeeTest's own address of the v4 script; a merchant's GEETEST_SCRIPT resource replaces it (the sandbox's). */
export const DEFAULT_GT4_URL = 'https://static.geetest.com/v4/gt4.js';

/** The merchant's resource that names where gt4.js is loaded from (Tessera's own resource type). */
export const GT4_RESOURCE = 'GEETEST_SCRIPT';

export function gt4UrlOf(resources: readonly ResourceLink[]): string {
  return resources.find((r) => r.resourceType.toUpperCase() === GT4_RESOURCE && r.url)?.url ?? DEFAULT_GT4_URL;
}

export function* sliderCaptcha(product: GeetestProduct): Generator<unknown, GeetestV4Result | undefined, unknown> {
  if (!((yield select(selectModule('GEETEST3'))) as boolean)) return undefined;
  const captcha = (yield call(sliderCaptchaApi.captchaId, product)) as GeetestValue;
  if (!captcha.gt || captcha.enabled === false) return undefined;
  const { resources } = (yield select(selectSettings)) as SettingsState;
  const gt4 = (yield call(loadWidget)) as typeof Gt4;
  const init = (yield call(gt4.loadGt4, gt4UrlOf(resources))) as Gt4.InitGeetest4;
  return (yield call(gt4.runGeetest, init, { captchaId: captcha.gt, product: 'bind', language: gt4.geetestLanguage(currentLanguage()) })) as GeetestV4Result;
}
