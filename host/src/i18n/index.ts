import { addTranslations, registerValidationTranslations } from '@tessera/shared';

/** The host's namespace and shared's `validation`, each loaded in the current language only (one chunk per language). */
export function registerHostTranslations(): Promise<void> {
  return Promise.all([
    addTranslations('host', (lng) => import(/* webpackChunkName: "i18n-host-[request]" */ `./locales/${lng}.json`)),
    registerValidationTranslations(),
  ]).then(() => undefined);
}
