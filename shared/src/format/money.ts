/**
 * Amounts show with 2 decimals and thousands separators (docs/product.md#constants), in the reader's language:
 * separators and the side the currency symbol goes on follow the locale (Intl.NumberFormat), the symbol is the
 * merchant's (default 'P'), not Intl's. The work is money-locale.ts's, by the language's Intl locale.
 */
import { currentLanguage, intlLocale, type Language } from '@tessera/shared';
import { amountInLocale, DEFAULT_CURRENCY_SYMBOL, moneyInLocale, numberInLocale } from './money-locale';

export { DEFAULT_CURRENCY_SYMBOL };

export function formatAmount(value: number, lng: Language = currentLanguage()): string {
  return amountInLocale(value, intlLocale(lng));
}

/** Whole numbers (points, counts) with the locale's grouping. */
export function formatNumber(value: number, lng: Language = currentLanguage()): string {
  return numberInLocale(value, intlLocale(lng));
}

export function formatMoney(value: number, symbol: string = DEFAULT_CURRENCY_SYMBOL, lng: Language = currentLanguage()): string {
  return moneyInLocale(value, symbol, intlLocale(lng));
}

/** A change of money with its sign written out: "+P 59.50", "−P 100.00" (a true minus sign), "P 0.00". */
export function formatMoneyChange(value: number, symbol: string = DEFAULT_CURRENCY_SYMBOL, lng: Language = currentLanguage()): string {
  return value > 0 && Math.round(value * 100) !== 0 ? `+${formatMoney(value, symbol, lng)}` : formatMoney(value, symbol, lng);
}
