/**
 * The session keys the host owns (docs/product.md#session-storage). Sagas reach them only through `call`, so a test can
 * see what was written. Never holds a password.
 */
import { bus, session, type LoginValue, type MemberInfo } from '@tessera/shared';

export function storeToken(value: LoginValue): void {
  session.set('token', value.token);
}

/** `cpw` marks a session whose password must change first (docs/product.md#session-storage). */
export function markPasswordChange(required: boolean): void {
  session.set('cpw', required ? '1' : null);
}

/** A module switch as the last system status announced it (sticky `settings:changed`). */
export function moduleOn(modId: string): boolean {
  return bus.last('settings:changed')?.modules[modId] === true;
}

export function storeMember(member: MemberInfo, username: string): void {
  session.set('account', member.account);
  session.set('nickname', member.nickname);
  session.set('username', username);
  session.set('customerId', member.id);
  session.set('isAgent', member.type);
  session.set('toUpline', member.toUpline ?? false);
  session.set('memberLabel', member.clubLabel?.labelName);
}

/** The member as the session keys remember it, or null when they do not name one. */
export function storedMember(): MemberInfo | null {
  const account = session.get('account');
  const id = Number(session.get('customerId'));
  if (!account || !Number.isFinite(id)) return null;
  return { id, account, nickname: session.get('nickname') ?? account, type: Number(session.get('isAgent') ?? 0), toUpline: session.get('toUpline') === 'true' };
}

export function storedToken(): string | null {
  return session.token();
}

export function storedUsername(): string | null {
  return session.get('username');
}

export function dropToken(): void {
  session.set('token', null);
}

/** Remember-me lasts one day (docs/product.md#login step 6). */
export const REMEMBER_ME_SECONDS = 24 * 60 * 60;
const REMEMBER_COOKIE = 'rememberedUser';

/**
 * Remember-me: the login name kept in a cookie for a day, so the login forms start filled in and ticked.
 * Only the name: Tessera never stores a password, and the token stays in session storage.
 */
export function rememberLogin(username: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = username
    ? `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; Max-Age=${REMEMBER_ME_SECONDS}; Path=/; SameSite=Lax${secure}`
    : `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/** The remembered login name, or null. */
export function rememberedLogin(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${REMEMBER_COOKIE}=`));
  const value = pair ? decodeURIComponent(pair.slice(REMEMBER_COOKIE.length + 1)) : '';
  return value || null;
}

const REMEMBER_SESSION_COOKIE = 'rememberedSession';

/**
 * Remember-me across tabs (docs/product.md#login step 6, "login state kept in cookies for 1 day"): with the
 * box ticked, the session's token is kept for a day too, so a new tab of the site starts logged in; a logout
 * (or the gateway ending the session) takes it away. Strict same-site, Secure over https; never a password.
 */
export function rememberSession(token: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${REMEMBER_SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${REMEMBER_ME_SECONDS}; Path=/; SameSite=Strict${secure}`
    : `${REMEMBER_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
}

/** The remembered session's token, or null. */
export function rememberedSession(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${REMEMBER_SESSION_COOKIE}=`));
  const value = pair ? decodeURIComponent(pair.slice(REMEMBER_SESSION_COOKIE.length + 1)) : '';
  return value || null;
}

/** Whether this session still owes a forced password change (`cpw`, set when the change was forced). */
export function passwordChangePending(): boolean {
  return session.get('cpw') === '1';
}

/**
 * Clears the session but keeps the merchant keys (docs/product.md#session-storage). Both remember-me cookies go
 * too (docs/product.md#login): the session's token and the login name, so nothing of the player stays behind a
 * sign-out on a shared device.
 */
export function clearSession(): void {
  session.clear();
  rememberSession(null);
  rememberLogin(null);
}
