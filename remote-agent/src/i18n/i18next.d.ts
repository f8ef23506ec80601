/** Typed keys: `t('…')` is checked against the English resources of `common` (shared) and `agent`. */
import type { CommonResources } from '@tessera/shared';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResources; agent: typeof en };
  }
}
