import { addTranslations } from '@tessera/shared';
import en from './en.json';
import ty from './ty.json';

/** The agent remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'agent';

export function registerTranslations(): void {
  addTranslations(NS, { en, ty });
}
