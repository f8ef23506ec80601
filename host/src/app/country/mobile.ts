/**
 * The host's forms and the mobile number (docs/product.md#phone-numbers): the format check for the dial code
 * chosen, and the canonical form every call sends (@tessera/shared/phone, libphonenumber-js).
 *
 * The number rules (libphonenumber-js, about 24 KB brotli) are not part of the first page: the dial-code picker
 * brings them (./dial-code-picker.tsx), and every form where a mobile is typed has one. The sagas that send a
 * number (the SMS buttons, register) only send one typed in such a form, so the rules are there by then.
 */
import type { Issue } from '@tessera/shared/validation';

type Canonical = (typed: string, dialCode: string) => string | null;
let canonical: Canonical | null = null;

/** The number rules have loaded (called by the module that imports them). */
export function phoneRulesLoaded(rules: Canonical): void {
  canonical = rules;
}

/** The canonical form when there is one, else the trimmed text as typed (the gateway then answers its own error). */
export function mobileForGateway(typed: string, dialCode: string): string {
  return canonical?.(typed, dialCode) ?? typed.trim();
}

/**
 * `errors` with the mobile field's "enter a valid mobile number" when the number typed is none for the dial
 * code (an empty field is left to the form's required check; without the rules, to the gateway).
 */
export function withMobileCheck<E extends object>(errors: E, field: string, typed: string | undefined, dialCode: string | undefined): E {
  if ((errors as Record<string, unknown>)[field] || !typed?.trim() || !canonical) return errors;
  if (canonical(typed, dialCode ?? '') !== null) return errors;
  const issue: Issue = { key: 'mobile' };
  return { ...errors, [field]: issue };
}
