/** Typed keys: `t('…')` is checked against the English resources of `common` (shared) and `member`. */
import type { CommonResources, ValidationResources } from '@tessera/shared';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; member: typeof en; validation: ValidationResources };
  }
}
