/**
 * Amounts show with 2 decimals and thousands separators (docs/product.md#constants), in the reader's language:
 * separators and the side the currency symbol goes on follow the locale (Intl.NumberFormat), the symbol is the
 * merchant's (default 'P'), not Intl's.
 */
import { currentLanguage, intlLocale, type Language } from '@tessera/shared';

export const DEFAULT_CURRENCY_SYMBOL = 'P';

const amountFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
/** Whether the locale writes the currency after the number (vi: "1.000,00 ₫"). */
const symbolAfter = new Map<string, boolean>();

function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let value = map.get(locale);
  if (value === undefined) {
    value = make();
    map.set(locale, value);
  }
  return value;
}

export function formatAmount(value: number, lng: Language = currentLanguage()): string {
  const locale = intlLocale(lng);
  const format = cached(amountFormats, locale, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return format.format(Number.isFinite(value) ? value : 0);
}

/** Whole numbers (points, counts) with the locale's grouping. */
export function formatNumber(value: number, lng: Language = currentLanguage()): string {
  const locale = intlLocale(lng);
  const format = cached(numberFormats, locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  return format.format(Number.isFinite(value) ? value : 0);
}

export function formatMoney(value: number, symbol: string = DEFAULT_CURRENCY_SYMBOL, lng: Language = currentLanguage()): string {
  const locale = intlLocale(lng);
  const after = cached(symbolAfter, locale, () => {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP' }).formatToParts(1);
    return parts.findIndex((p) => p.type === 'currency') > parts.findIndex((p) => p.type === 'integer');
  });
  // A loss reads the same everywhere: the minus sign (a true one) before the whole sum, "−P 33.33", never "P -33.33".
  const sign = value < 0 && Math.round(value * 100) !== 0 ? '\u2212' : '';
  const amount = formatAmount(Math.abs(value), lng);
  return after ? `${sign}${amount} ${symbol}` : `${sign}${symbol} ${amount}`;
}

/** A change of money with its sign written out: "+P 59.50", "−P 100.00" (a true minus sign), "P 0.00". */
export function formatMoneyChange(value: number, symbol: string = DEFAULT_CURRENCY_SYMBOL, lng: Language = currentLanguage()): string {
  return value > 0 && Math.round(value * 100) !== 0 ? `+${formatMoney(value, symbol, lng)}` : formatMoney(value, symbol, lng);
}
