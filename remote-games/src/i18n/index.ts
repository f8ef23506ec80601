import { addTranslations } from '@tessera/shared';
import en from './en.json';
import ty from './ty.json';

/** The games remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'games';

addTranslations(NS, { en, ty });
