/**
 * Mobile numbers as the gateway keys them (docs/product.md#phone-numbers): whatever the player typed, read
 * for the dial code sent (`countryDialingCode`, else the merchant's own +63), becomes the number as dialled
 * at home (`09171001001`). The client sends that form already (@tessera/shared/phone); the gateway does
 * not rely on it. A test pins this to the client's rule (phone.test.ts).
 */
import { parsePhoneNumberFromString, type CountryCallingCode } from 'libphonenumber-js/min';

/** The sandbox merchants are Philippine: a call without a dial code means +63. */
export const DEFAULT_DIAL_CODE = '63';

const TYPED = /^[\d\s()+.\-\u00a0]*$/;

/** The canonical form of `typed` for `dialCode`, or null when it is not a valid number there. */
export function canonicalMobile(typed: string, dialCode: string = DEFAULT_DIAL_CODE): string | null {
  const text = typed.trim();
  const code = dialCode.replace(/\D/g, '') || DEFAULT_DIAL_CODE;
  if (!text || !TYPED.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCallingCode: code as CountryCallingCode });
  if (!parsed || parsed.countryCallingCode !== code || !parsed.isValid()) return null;
  return parsed.formatNational().replace(/\D/g, '');
}

/** The dial code of a call: its `countryDialingCode` when it sent one, else the default. */
export const dialCodeOf = (input: Record<string, unknown>): string =>
  typeof input.countryDialingCode === 'string' && /^\+?\d{1,4}$/.test(input.countryDialingCode.trim()) ? input.countryDialingCode.trim() : DEFAULT_DIAL_CODE;
