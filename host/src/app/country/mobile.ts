/**
 * The host's forms and the mobile number (docs/product.md#phone-numbers): the format check for the dial code
 * chosen, and the canonical form every call sends (@tessera/shared/phone, libphonenumber-js). Kept out of the
 * shared singleton so only the chunks with a phone field carry the number metadata.
 */
import type { Issue } from '@tessera/shared';
import { canonicalMobile, mobileForGateway } from '@tessera/shared/phone';

export { mobileForGateway };

/**
 * `errors` with the mobile field's "enter a valid mobile number" when the number typed is none for the dial
 * code (an empty field is left to the form's required check).
 */
export function withMobileCheck<E extends object>(errors: E, field: string, typed: string | undefined, dialCode: string | undefined): E {
  if ((errors as Record<string, unknown>)[field] || !typed?.trim()) return errors;
  if (canonicalMobile(typed, dialCode ?? '') !== null) return errors;
  const issue: Issue = { key: 'mobile' };
  return { ...errors, [field]: issue };
}
