import { useBusValue } from '@tessera/shared';
import { DEFAULT_CURRENCY_SYMBOL } from '../format/money';

/** The merchant's currency symbol, as the host's wallet last said (sticky `wallet:balance`). */
export function useCurrencySymbol(): string {
  return useBusValue('wallet:balance')?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
}
