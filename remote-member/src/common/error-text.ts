/** One way to word a stored error: the member remote's text for the gateway's code, else the common key. */
import type { ErrorInfo } from '@tessera/shared';
import i18next, { type TFunction } from 'i18next';
import type en from '../i18n/en.json';
import { NS } from '../i18n';

type CodeKey = keyof (typeof en)['codes'];

/**
 * Whether the member namespace has a text for `key`, asked of i18next (the loaded language; the completeness test
 * keeps every language's keys the same), not of en.json: importing the file put all of it in every page's chunk.
 */
export const hasMemberText = (key: string) => i18next.exists(key, { ns: NS });

/** Gateway codes carry dots (`password.old.wrong`), which i18next reads as nesting: keys use `_` instead. */
export function errorText(t: TFunction<'member'>, error: ErrorInfo): string {
  const key = error.code?.replace(/\./g, '_');
  if (key && hasMemberText(`codes.${key}`)) return t(`codes.${key as CodeKey}`);
  return t(error.i18nKey, { ns: 'common' });
}
