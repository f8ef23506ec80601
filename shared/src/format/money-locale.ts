/**
 * The money formatter by Intl locale, with no import: format/money.ts wraps it with the reader's language for the
 * apps, and the sandbox runs it in Node (its build compiles this file) to write its seeded texts' amounts exactly
 * as the apps would.
 */
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

export function amountInLocale(value: number, locale: string): string {
  const format = cached(amountFormats, locale, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return format.format(Number.isFinite(value) ? value : 0);
}

export function numberInLocale(value: number, locale: string): string {
  const format = cached(numberFormats, locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  return format.format(Number.isFinite(value) ? value : 0);
}

export function moneyInLocale(value: number, symbol: string, locale: string): string {
  const after = cached(symbolAfter, locale, () => {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP' }).formatToParts(1);
    return parts.findIndex((p) => p.type === 'currency') > parts.findIndex((p) => p.type === 'integer');
  });
  // A loss reads the same everywhere: the minus sign (a true one) before the whole sum, "−P 33.33", never "P -33.33".
  const sign = value < 0 && Math.round(value * 100) !== 0 ? '\u2212' : '';
  const amount = amountInLocale(Math.abs(value), locale);
  return after ? `${sign}${amount} ${symbol}` : `${sign}${symbol} ${amount}`;
}
