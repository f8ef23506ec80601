/** One way to word a stored error: the member remote's text for the gateway's code, else the common key. */
import type { ErrorInfo } from '@tessera/shared';
import type { TFunction } from 'i18next';
import en from '../i18n/en.json';

type CodeKey = keyof (typeof en)['codes'];
const CODES = new Set<string>(Object.keys(en.codes));

/** Gateway codes carry dots (`password.old.wrong`), which i18next reads as nesting: keys use `_` instead. */
export function errorText(t: TFunction<'member'>, error: ErrorInfo): string {
  const key = error.code?.replace(/\./g, '_');
  if (key && CODES.has(key)) return t(`codes.${key as CodeKey}`);
  return t(error.i18nKey, { ns: 'common' });
}
