/**
 * The centres' own common strings (the `centre` namespace): receipts, report filters and periods, charts, the money
 * forms' amount message. Only the member and agent centres show them, so they are not in `common`, which every page
 * loads at start (home's first JavaScript, with its 200 KB bound). Part of `@tessera/shared/centre`, bundled by each
 * centre, which registers it as it loads (before its pages render, as the host's remote loader waits for it).
 */
// The main entry's i18n through the package name: this file is part of `@tessera/shared/centre` (centre.ts).
import { addTranslations } from '@tessera/shared';
import type en from './centre-locales/en.json';

export const CENTRE_NS = 'centre';

/** English resources of the `centre` namespace, for typed keys in each app's i18next.d.ts. */
export type CentreResources = typeof en;

/**
 * Adds the `centre` namespace, loaded in the current language only. Its chunk's name is the one each centre gives its
 * own namespace's (`i18n-centre-<lang>-json`), which merges the two: one file per language.
 */
export function registerCentreTranslations(): Promise<void> {
  return addTranslations(CENTRE_NS, (lng) => import(/* webpackChunkName: "i18n-centre-[request]" */ `./centre-locales/${lng}.json`));
}
