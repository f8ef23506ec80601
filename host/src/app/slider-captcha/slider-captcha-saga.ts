/**
 * The slider captcha step of login, registration and the SMS sends (docs/product.md#login step 2,
 * docs/product.md#register step 3): while the merchant has GEETEST3 on, ask the gateway for the product's
 * captcha id, load GeeTest's widget (only now, never on first paint), run it, and hand back the result the
 * call sends as `geetestValidateV4`. Undefined when the merchant runs none.
 */
import { call, select } from 'redux-saga/effects';
import { currentLanguage, type GeetestProduct, type GeetestV4Result, type GeetestValue, type ResourceLink } from '@tessera/shared';
import { selectModule, selectSettings, type SettingsState } from '../../features/settings/settings-slice';
import { DEFAULT_GT4_URL, geetestLanguage, loadGt4, runGeetest, type InitGeetest4 } from './gt4';
import { sliderCaptchaApi } from './slider-captcha-api';

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
  const init = (yield call(loadGt4, gt4UrlOf(resources))) as InitGeetest4;
  return (yield call(runGeetest, init, { captchaId: captcha.gt, product: 'bind', language: geetestLanguage(currentLanguage()) })) as GeetestV4Result;
}
