/**
 * Typed keys for shared's own code (compiled by shared's typecheck only; apps do not include this file).
 * Each app declares the same augmentation in its own `src/i18n/i18next.d.ts`, listing `common` and its
 * own namespace, so `t('…')` is checked against the English resources everywhere.
 */
import type { CentreResources } from './centre-texts';
import type { CommonResources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; centre: CentreResources };
  }
}
