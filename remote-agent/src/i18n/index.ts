import { addTranslations } from '@tessera/shared';
import type en from './en.json';

/** The agent remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'agent';

/** The English file is the reference: its keys type `t()` (see i18next.d.ts) and the registry's labels. */
export type AgentResources = typeof en;
export type MenuLabelKey = `menu.${Exclude<keyof AgentResources['menu'], 'label' | 'unavailable'>}`;

/** Loaded in the current language only, one chunk per language; the host's remote loader waits for it. */
export function registerTranslations(): Promise<void> {
  return addTranslations(NS, (lng) => import(/* webpackChunkName: "i18n-agent-[request]" */ `./${lng}.json`));
}
