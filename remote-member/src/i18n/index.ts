import { addTranslations } from '@tessera/shared';
import type en from './en.json';

/** The member remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'member';

/** The English file is the reference: its keys type `t()` (see i18next.d.ts) and the registry's labels. */
export type MemberResources = typeof en;
export type MenuLabelKey = `menu.${Exclude<keyof MemberResources['menu'], 'label' | 'badge_one' | 'badge_other'>}`;

/**
 * Loaded in the current language only, one chunk per language; the host's remote loader waits for it. The chunk's
 * name is the one shared's `centre` strings take (@tessera/shared/centre): the same name merges them, one file and one
 * integrity entry per language instead of two. (Not `i18n-[request]`: that is shared's `common`, which this build carries
 * in the main entry's fallback.)
 */
export function registerTranslations(): Promise<void> {
  return addTranslations(NS, (lng) => import(/* webpackChunkName: "i18n-centre-[request]" */ `./${lng}.json`));
}
