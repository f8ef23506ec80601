/** Amounts show with 2 decimals and thousands separators (docs/product.md#constants); default currency symbol 'P'. */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const DEFAULT_CURRENCY_SYMBOL = 'P';

export function formatAmount(value: number): string {
  return formatter.format(Number.isFinite(value) ? value : 0);
}

export function formatMoney(value: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  return `${symbol} ${formatAmount(value)}`;
}
