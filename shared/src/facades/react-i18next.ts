/**
 * react-i18next as the apps use it: the hook and the i18next plugin that binds it. This module, not
 * react-i18next, is the Module Federation singleton (shared/build/index.mjs), so each build keeps only these
 * exports. A name an app needs is added here first; the facade test (shared/build/shared-facades.test.cjs)
 * fails otherwise.
 */
export { initReactI18next, useTranslation } from 'react-i18next';
