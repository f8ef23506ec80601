// The stack floor's react-i18next facade (as Tessera's): only what the floor uses stays in the build.
export { initReactI18next, useTranslation } from 'react-i18next';
