/** Typed keys: `t('…')` is checked against the English resources of `common` and `validation` (shared) and `host`. */
import type { CommonResources, ValidationResources } from '@tessera/shared';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; host: typeof en; validation: ValidationResources };
  }
}
