/** Validation rules and their messages (docs/product.md#validation). */
import { addTranslations } from '../i18n/i18n';
import en from './locales/en.json';
import ty from './locales/ty.json';

export * from './rules';

/** Adds the `validation` namespace; an app calls it once at boot, before its forms render. */
export function registerValidationTranslations(): void {
  addTranslations('validation', { en, ty });
}

/** English resources of the `validation` namespace, for typed keys in each app's i18next.d.ts. */
export type ValidationResources = typeof en;
