/**
 * The sandbox's own words that reach players: the slot's and the lottery's game pages and the slider captcha are
 * whole in every language and none is left in English (the apps' rules, shared/src/i18n/untranslated.ts). The seeded
 * content has its own tests (seed/*-i18n.test.ts); the gateway's English messages never reach a player
 * (shared/src/i18n/completeness.test.ts: every code has the apps' own text).
 */
import { translationProblems, type TextLanguage } from '#shared/i18n/untranslated';
import { GT4_SCRIPT } from '../geetest/gt4-script.js';
import { SLOT_PAGE_TEXTS } from './game-page-texts.js';
import { LOTTERY_PAGE_TEXTS } from './lottery.js';
import { PAGE_LANGS, type PageLang } from './page-language.js';

/** A page's language as the apps name it (their loanword lists are kept by these). */
const APP_LANG: Record<PageLang, TextLanguage> = { en: 'en', fil: 'ty', 'zh-CN': 'cn', vi: 'vi', ja: 'ja', th: 'th', id: 'id' };
/** The slider's languages (GeeTest's codes) as the apps name them. */
const GT4_LANG: Record<string, TextLanguage> = { eng: 'en', zho: 'cn', vie: 'vi', jpn: 'ja', tha: 'th', ind: 'id', fil: 'ty' };

/** The slider's texts, read out of the script it serves (a literal object of string literals). */
function gt4Texts(): Record<string, Record<string, string>> {
  const literal = /var TEXTS = (\{[\s\S]*?\n {2}\});/.exec(GT4_SCRIPT)?.[1];
  if (!literal) throw new Error('no TEXTS in the slider script');
  return new Function(`return ${literal};`)() as Record<string, Record<string, string>>;
}

describe.each(PAGE_LANGS.filter((l) => l !== 'en'))('game pages in %s', (lang) => {
  it('has every word of the slot page, none in English', () => {
    expect(translationProblems(APP_LANG[lang], SLOT_PAGE_TEXTS.en, SLOT_PAGE_TEXTS[lang])).toEqual([]);
  });

  it('has every word of the lottery page, none in English', () => {
    expect(translationProblems(APP_LANG[lang], LOTTERY_PAGE_TEXTS.en, LOTTERY_PAGE_TEXTS[lang])).toEqual([]);
  });
});

describe('the slider captcha', () => {
  const texts = gt4Texts();

  it('speaks every app language', () => {
    expect(Object.keys(texts).map((k) => GT4_LANG[k]).sort()).toEqual(['cn', 'en', 'id', 'ja', 'th', 'ty', 'vi']);
  });

  it.each(Object.keys(GT4_LANG).filter((k) => k !== 'eng'))('%s: every word, none in English', (code) => {
    expect(translationProblems(GT4_LANG[code]!, texts.eng, texts[code])).toEqual([]);
  });
});
