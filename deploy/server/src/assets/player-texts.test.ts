/**
 * The server's own words that reach players (docs/product.md#languages): the offline page, the start-up error, the
 * page heads' titles and descriptions and the installed app's manifest are whole in every app language, and none
 * is left in English (the rules of the apps' own completeness test, shared/src/i18n/untranslated.ts).
 */
import { translationProblems } from '#shared/i18n/untranslated';
import { DEFAULT_BRAND } from '../brand/brand.js';
import { webAppManifest } from '../brand/manifest.js';
import { OFFLINE_LANGUAGES, OFFLINE_TEXT } from '../service-worker/worker-rules.js';
import { BOOT_LANGUAGES } from './boot-data.js';
import { BOOT_TEXT } from './boot-text.js';
import { DESCRIPTIONS, HEAD_TEXT } from './page-head-text.js';

const OTHERS = BOOT_LANGUAGES.filter((l) => l !== 'en');
/** Not words: `<html lang>` tags, URLs, icon files, colours, the brand's own name. */
const NOT_WORDS = /(^|\.)(tag|lang|id|src|sizes|type|purpose|url|start_url|scope|display|orientation|theme_color|background_color|name|short_name)$/;

describe.each(OTHERS)('%s', (lng) => {
  it('has every offline page word, none in English', () => {
    expect(OFFLINE_LANGUAGES).toContain(lng);
    expect(translationProblems(lng, OFFLINE_TEXT.en, OFFLINE_TEXT[lng], /^tag$/)).toEqual([]);
  });

  it('has every word of the start-up error and the lottery pages’ boot titles, none in English', () => {
    expect(translationProblems(lng, BOOT_TEXT.en, BOOT_TEXT[lng], /^tag$/)).toEqual([]);
  });

  it('names every route and describes every kind of page, none in English', () => {
    expect(translationProblems(lng, HEAD_TEXT.en, HEAD_TEXT[lng])).toEqual([]);
    expect(translationProblems(lng, DESCRIPTIONS.en, DESCRIPTIONS[lng])).toEqual([]);
  });

  it('installs an app whose description and shortcuts are in the language', () => {
    const en = webAppManifest(DEFAULT_BRAND, 'en');
    const it = webAppManifest(DEFAULT_BRAND, lng);
    // The brand's name is its own in every language; shortcut names are the words judged.
    expect(translationProblems(lng, { ...en, shortcuts: en.shortcuts.map((s) => s.name) }, { ...it, shortcuts: it.shortcuts.map((s) => s.name) }, NOT_WORDS)).toEqual([]);
  });
});

it('judges English left in another language as a problem (the check can fail)', () => {
  expect(translationProblems('th', { title: 'You are offline', tag: 'en' }, { title: 'You are offline', tag: 'th' }, /^tag$/)).toEqual(['english: title = You are offline']);
  expect(translationProblems('cn', { a: 'One', b: 'Two' }, { a: '一', c: '三' })).toEqual(['missing: b', 'extra: c']);
});
