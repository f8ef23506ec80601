/**
 * Which popups the player closed, in session storage (docs/product.md#session-storage): `USER_POPUP` for a
 * member, `ANONYMOUS_POPUP` for a visitor, each a JSON list of popup ids. A popup shows once per session.
 */
export type PopupAudience = 'user' | 'anonymous';

const KEYS: Record<PopupAudience, string> = { user: 'USER_POPUP', anonymous: 'ANONYMOUS_POPUP' };

export function closedPopups(audience: PopupAudience): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEYS[audience]) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export function markPopupClosed(audience: PopupAudience, id: number): void {
  const ids = closedPopups(audience);
  if (!ids.includes(id)) sessionStorage.setItem(KEYS[audience], JSON.stringify([...ids, id]));
}

/** A forced password change comes first: no popup over it (`cpw`, docs/product.md#login). */
export function passwordChangeOwed(): boolean {
  return sessionStorage.getItem('cpw') === '1';
}
