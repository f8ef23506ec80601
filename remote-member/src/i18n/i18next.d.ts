/** Typed keys: `t('…')` is checked against the English resources of `common` and `centre` (shared) and `member`. */
import type { CommonResources, ValidationResources } from '@tessera/shared';
import type { CentreResources } from '@tessera/shared/centre';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; centre: CentreResources; member: typeof en; validation: ValidationResources };
  }
}
