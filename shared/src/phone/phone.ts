/**
 * Phone numbers as people type them (docs/product.md#phone-numbers): `9171001001`, `0917 100 1001`,
 * `+63 917-100-1001` and `639171001001` with +63 chosen are one number. Every flow that takes a mobile
 * (login by SMS, register, forgot by phone, the SMS buttons) sends the one canonical form below, and the
 * sandbox normalises the same way (deploy/sandbox/src/gateway/phone.ts, pinned to this one by a test).
 *
 * The canonical form is the number as dialled at home: the national format's digits, with the country's
 * trunk prefix where it has one (`09171001001` in the Philippines, `0812345678` in Thailand,
 * `91234567` in Singapore). libphonenumber-js with its small ("min") metadata does the parsing.
 */
import { parsePhoneNumberFromString, type CountryCallingCode } from 'libphonenumber-js/min';

/** Digits and the characters people put between them; anything else (letters) makes the text not a number. */
const TYPED = /^[\d\s()+.\-\u00a0]*$/;

/**
 * The canonical form of `typed` for the dial code chosen (`'63'`, with or without `+`), or null when it is
 * not a valid number there (too short, too long, letters, another country's `+code`).
 */
export function canonicalMobile(typed: string, dialCode: string): string | null {
  const text = typed.trim();
  const code = dialCode.replace(/\D/g, '');
  if (!text || !code || !TYPED.test(text)) return null;
  // With a default calling code, libphonenumber-js reads `639171001001` as international and `9171001001` as national.
  const parsed = parsePhoneNumberFromString(text, { defaultCallingCode: code as CountryCallingCode });
  if (!parsed || parsed.countryCallingCode !== code || !parsed.isValid()) return null;
  return parsed.formatNational().replace(/\D/g, '');
}

/** True when `typed` is a valid number for the dial code (the forms' format check). */
export const isValidMobile = (typed: string, dialCode: string): boolean => canonicalMobile(typed, dialCode) !== null;

/** The canonical form when there is one, else the trimmed text as typed (the gateway then answers its own error). */
export const mobileForGateway = (typed: string, dialCode: string): string => canonicalMobile(typed, dialCode) ?? typed.trim();
