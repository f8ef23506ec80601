/** Invite friends (docs/product.md#member-centre): the referral code, link and invitations. */
import { api, type ReferralDetails } from '@tessera/shared';

export function fetchReferral(): Promise<ReferralDetails> {
  return api.call('referralDetails', { autoGenerate: true });
}

/** Copies the link; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
