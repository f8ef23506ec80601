import { addTranslations } from '@tessera/shared';
import en from './en.json';
import ty from './ty.json';

/** The lottery remote's own i18n namespace, so its keys never collide with another app's. */
export const NS = 'lottery';

addTranslations(NS, { en, ty });
