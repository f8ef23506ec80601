import { addTranslations } from '@tessera/shared';
import en from './en.json';
import ty from './ty.json';

/** The agent remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'agent';

/** The English file is the reference: its keys type `t()` (see i18next.d.ts) and the registry's labels. */
export type AgentResources = typeof en;
export type MenuLabelKey = `menu.${Exclude<keyof AgentResources['menu'], 'label' | 'unavailable'>}`;

export function registerTranslations(): void {
  addTranslations(NS, { en, ty });
}
