/**
 * Amounts in the seeded texts (banners, promotions, rewards, messages), written by the apps' own money formatter
 * (shared/src/format/money-locale.ts, compiled into this package's build) in each language's locale and the
 * sandbox merchant's symbol, so a Thai or Vietnamese player reads them as the rest of the page writes money.
 * shared/src/format/hand-written.test.ts fails on an amount written by hand here.
 */
import { DEFAULT_CURRENCY_SYMBOL, moneyInLocale } from '#shared/format/money-locale';
import { INTL_LOCALES } from '#shared/i18n/intl-locales';

export type TextLanguage = keyof typeof INTL_LOCALES;

const writer = (language: TextLanguage) => (value: number) => moneyInLocale(value, DEFAULT_CURRENCY_SYMBOL, INTL_LOCALES[language]);

/** An amount as the apps write it in each language (an app code): money.vi(5000) is "5.000,00 P". */
export const money = Object.fromEntries(Object.keys(INTL_LOCALES).map((l) => [l, writer(l as TextLanguage)])) as Record<TextLanguage, (value: number) => string>;
