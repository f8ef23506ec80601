/**
 * Events more than one feature reacts to. A feature never imports another feature: it dispatches or
 * takes these instead (auth announces a session, wallet and nav follow it, overlays ask for a login).
 */
import { createAction } from '@tessera/shared/toolkit';
import type { Banner, LoginValue, MemberInfo, SystemStatus } from '@tessera/shared';

/** The host has mounted: boot sagas (status, session restore, vendors) start on this. */
export const appStarted = createAction('app/started');

export interface SessionStart {
  member: MemberInfo;
  /** The name the player logged in with; the account when a stored session was restored without one. */
  username: string;
  /** True after a login in this page; false when a stored token was restored at boot. */
  fresh: boolean;
}
/** A member is logged in (after a login, or a stored session restored at boot). */
export const sessionStarted = createAction<SessionStart>('app/sessionStarted');
/** The session is over: logout, expiry (401) or a stored token that no longer works. */
export const sessionEnded = createAction('app/sessionEnded');
/** Something needs a logged-in player: open the login popup. */
export const loginRequested = createAction('app/loginRequested');
/** A host feature moved money (a red envelope paid out): the wallet refetches the balance. Remotes ask on the bus. */
export const walletRefreshRequested = createAction('app/walletRefreshRequested');

/**
 * The boot status check is over: `open` when the site runs normally (or the check failed). Calls the
 * gateway refuses under maintenance or region block (vendors, member info) wait for an open site.
 */
export const siteStatusKnown = createAction<{ open: boolean }>('app/siteStatusKnown');

/** Something asks the visitor to register: open the register modal. */
export const registerRequested = createAction('app/registerRequested');

/** Log in with these credentials (after a password reset by phone, the new password). */
export const loginWith = createAction<{ username: string; password: string; type: 'username' | 'sms' }>('app/loginWith');
/** A call other than login handed out a session (register, free play): load the member as after a login. */
export const sessionIssued = createAction<{ value: LoginValue; username: string; guest?: boolean }>('app/sessionIssued');
/** The password must change before going on (weak default, or expired with the policy on). */
export const passwordChangeRequired = createAction('app/passwordChangeRequired');
/**
 * The login answered `firstTimeLogin`: the first-login action runs (the first-login popups, execution `F`,
 * docs/gateway.md#content-calls).
 */
export const firstLoginHappened = createAction('app/firstLoginHappened');

/**
 * The page came with the server's boot data (app/boot-data.ts): the cached system status, and the banners when
 * the site is open and they are in the page's language. The first render uses them; the boot calls still go out
 * and their answers replace them (a maintenance or region-block answer still wins).
 */
export const bootDataRead = createAction<{ status: SystemStatus; banners?: Banner[] }>('app/bootDataRead');

/**
 * The platform cannot be reached: the browser is `offline`, or it is online but the server does not answer
 * (`unreachable`). The connection notice tells the player; features keep what they last had.
 */
export const connectionLost = createAction<{ reason: 'offline' | 'unreachable' }>('app/connectionLost');
/** The server answers again after a loss: features reload what failed meanwhile (balance, status, banners, remotes). */
export const connectionRestored = createAction('app/connectionRestored');
