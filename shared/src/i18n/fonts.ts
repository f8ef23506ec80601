/**
 * Fonts a language needs beyond the system's (docs/product.md#languages). CJK, Vietnamese and Indonesian read in the
 * system fonts of the theme's stacks; Thai gets a small self-hosted subset, fetched the first time TH is active.
 */
import type { Language } from './i18n';

let thai: Promise<unknown> | undefined;

export function loadScriptFonts(lng: Language): Promise<void> {
  if (lng !== 'th') return Promise.resolve();
  thai ??= import(/* webpackChunkName: "font-thai" */ './fonts-thai').catch((e: unknown) => {
    thai = undefined; // a later switch tries again; meanwhile the system's Thai font shows
    console.warn('[i18n] Thai font failed to load', e);
  });
  return thai.then(() => undefined);
}
