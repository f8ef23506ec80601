import { addTranslations } from '@tessera/shared';

/** The lottery remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'lottery';

/** Loaded in the current language only, one chunk per language; the host's remote loader waits for it. */
export const translationsLoaded = addTranslations(NS, (lng) => import(/* webpackChunkName: "i18n-lottery-[request]" */ `./${lng}.json`));
