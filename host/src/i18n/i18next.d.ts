/** Typed keys: `t('…')` is checked against the English resources of `common` and `validation` (shared) and `host` and `host-lazy`. */
import type { CommonResources, ValidationResources } from '@tessera/shared';
import type en from './locales/en.json';
import type lazyEn from './lazy/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; host: typeof en; 'host-lazy': typeof lazyEn; validation: ValidationResources };
  }
}
