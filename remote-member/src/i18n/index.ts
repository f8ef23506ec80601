import { addTranslations } from '@tessera/shared';
import en from './en.json';
import ty from './ty.json';

/** The member remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'member';

/** The English file is the reference: its keys type `t()` (see i18next.d.ts) and the registry's labels. */
export type MemberResources = typeof en;
export type MenuLabelKey = `menu.${Exclude<keyof MemberResources['menu'], 'label' | 'badge_one' | 'badge_other'>}`;

export function registerTranslations(): void {
  addTranslations(NS, { en, ty });
}
