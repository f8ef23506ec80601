import { addTranslations } from '@tessera/shared';
import type en from './en.json';

/** The member remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'member';

/** The English file is the reference: its keys type `t()` (see i18next.d.ts) and the registry's labels. */
export type MemberResources = typeof en;
export type MenuLabelKey = `menu.${Exclude<keyof MemberResources['menu'], 'label' | 'badge_one' | 'badge_other'>}`;

/** Loaded in the current language only, one chunk per language; the host's remote loader waits for it. */
export function registerTranslations(): Promise<void> {
  return addTranslations(NS, (lng) => import(/* webpackChunkName: "i18n-member-[request]" */ `./${lng}.json`));
}
