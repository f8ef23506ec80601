/**
 * The language a sandbox game page speaks: the launch's `language` (the gateway's codes, EN, CN, TY…), mapped
 * to the page's html `lang`, as a provider's game page follows the launch. One map for the slot and the lottery.
 */
import { money, type TextLanguage } from '../seed/money.js';

export const PAGE_LANGS = ['en', 'fil', 'zh-CN', 'vi', 'ja', 'th', 'id'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** The gateway's language codes (the launch's `language`) to the page's. */
const BY_CODE: Record<string, PageLang> = { EN: 'en', TY: 'fil', CN: 'zh-CN', VI: 'vi', JA: 'ja', TH: 'th', ID: 'id' };
/** A browser's first language tag to the page's (Tagalog reads as Filipino). */
const BY_BROWSER: Record<string, PageLang> = { en: 'en', fil: 'fil', tl: 'fil', zh: 'zh-CN', vi: 'vi', ja: 'ja', th: 'th', id: 'id', in: 'id' };

export const langOfCode = (code: string | null | undefined): PageLang => BY_CODE[(code ?? '').toUpperCase()] ?? 'en';

/** With no live ticket: the language the launch URL carries (`lang`), else the browser's, else English. */
export const langOfRequest = (lang: unknown, acceptLanguage: string | undefined): PageLang =>
  typeof lang === 'string' && lang ? langOfCode(lang) : (BY_BROWSER[(/^[a-z]+/i.exec((acceptLanguage ?? '').trim())?.[0] ?? '').toLowerCase()] ?? 'en');

/** The site's language of each page language, whose money the page writes (seed/money.ts: the apps' formatter). */
const SITE_LANGUAGE: Record<PageLang, TextLanguage> = { en: 'en', fil: 'ty', 'zh-CN': 'cn', vi: 'vi', ja: 'ja', th: 'th', id: 'id' };

/** An amount (currency units) as the site writes it in the page's language: "P 1,234.50", "1.234,50 P". */
export const pageMoney = (lang: PageLang): ((value: number) => string) => money[SITE_LANGUAGE[lang]];
