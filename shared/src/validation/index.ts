/**
 * The messages of the validation rules (docs/product.md#validation). The rules themselves are
 * `@tessera/shared/validation` (rules.ts), a singleton of their own: only forms use them, and every form loads on demand.
 */
import { addTranslations } from '../i18n/i18n';
import type en from './locales/en.json';

/** Adds the `validation` namespace (loaded in the current language only); an app calls it once at boot, before its forms render. */
export function registerValidationTranslations(): Promise<void> {
  // The chunk of the language's common and host strings (i18n/i18n.ts): the three load together at start.
  return addTranslations('validation', (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`));
}

/** English resources of the `validation` namespace, for typed keys in each app's i18next.d.ts. */
export type ValidationResources = typeof en;
