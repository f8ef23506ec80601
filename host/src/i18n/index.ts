import { addTranslations, registerValidationTranslations } from '@tessera/shared';

/**
 * The host's namespace and shared's `validation`, each loaded in the current language only. Both share one chunk
 * per language with shared's `common` (the same chunk name, `i18n-<lang>-json`, merges them): all three load at
 * start, so one file is smaller than three and every other language costs the entry one integrity entry, not three.
 */
export function registerHostTranslations(): Promise<void> {
  return Promise.all([
    addTranslations('host', (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`)),
    registerValidationTranslations(),
  ]).then(() => undefined);
}

/**
 * The strings of the host's features that load on demand (promotions, download, join, red envelope, chat room,
 * feedback, the login's code step): each feature's module registers them as it loads, so the first page carries
 * only the shell's strings. A component of one suspends until they are in.
 */
export function registerLazyHostTranslations(): Promise<void> {
  return addTranslations('host-lazy', (lng) => import(/* webpackChunkName: "i18n-host-lazy-[request]" */ `./lazy/${lng}.json`));
}
