/** Typed keys: `t('…')` is checked against the English resources of `common` (shared) and `lottery`. */
import type { CommonResources } from '@tessera/shared';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; lottery: typeof en };
  }
}
