/**
 * Carries out a launch plan (docs/product.md#game-launch). Third-party games open in the game page
 * (`/game?url=…`, an iframe of the URL launchGame answers), so the site's header stays above them.
 */
import { bus, toErrorInfo, type ErrorInfo, type SessionChanged } from '@tessera/shared';
import { flowOutcome } from '@tessera/shared/field';
import { fetchLaunchUrl, LAUNCH_CLIENT_TYPE, LAUNCH_PLATFORM, launchLanguage } from './launch-api';
import { planLaunch, RNG_VENDOR_KEY, TRIAL_ACCOUNT_TYPE, type LaunchSession, type LaunchTarget } from './launch-rules';

export type LaunchOutcome =
  | { kind: 'login' }
  | { kind: 'navigate'; to: string }
  /** A `VASSALAGE` entry: the caller shows that vendor's game list in a popup (VendorGamesDialog). */
  | { kind: 'vendor-list'; vassalage: string; gameType: string }
  | { kind: 'trial-blocked' }
  | { kind: 'failed'; error: ErrorInfo };

export const toLaunchSession = (s: SessionChanged | undefined): LaunchSession => ({ loggedIn: s?.status === 'in', accountType: s?.accountType });

/** How long a launch waits for the host to say who is logged in (a restored session arrives after boot). */
export const SESSION_WAIT_MS = 10_000;

/**
 * The session as the host announced it. Right after a page load the host may still be restoring it: the
 * launch then waits for the first announcement, so a logged-in player is never asked to log in again.
 */
export function knownLaunchSession(timeoutMs = SESSION_WAIT_MS): Promise<LaunchSession> {
  const last = bus.last('session:changed');
  if (last) return Promise.resolve(toLaunchSession(last));
  return new Promise((resolve) => {
    const off = bus.on('session:changed', (s) => {
      clearTimeout(timer);
      off();
      resolve(toLaunchSession(s));
    });
    const timer = setTimeout(() => {
      off();
      resolve(toLaunchSession(undefined));
    }, timeoutMs);
  });
}

export function gamePageUrl(gameUrl: string, title?: string): string {
  const q = new URLSearchParams({ url: gameUrl });
  if (title) q.set('title', title);
  return `/game?${q.toString()}`;
}

/** The URL of a third-party game from launchGame (docs/gateway.md#game-calls); throws when there is none. */
export async function thirdPartyGameUrl(target: LaunchTarget): Promise<string> {
  const value = await fetchLaunchUrl({
    gameId: target.gameId,
    nodeId: target.nodeId,
    vassalage: target.vassalage,
    gameType: target.gameType,
    platform: LAUNCH_PLATFORM,
    clientType: LAUNCH_CLIENT_TYPE,
    launchMode: 'GLS',
    accountType: 1,
    language: launchLanguage(),
    ...(target.roomId ? { roomId: target.roomId, backUrl: window.location.href } : {}),
  });
  const url = value?.content?.game_url ?? value?.gameUrl;
  if (!url) throw new Error('no game url');
  return url;
}

/** Decides and prepares a launch; the caller navigates, opens the vendor's game list or shows the outcome. */
export async function runLaunch(target: LaunchTarget, known?: LaunchSession, title?: string): Promise<LaunchOutcome> {
  const session = known ?? (await knownLaunchSession());
  const plan = planLaunch(target, session);
  switch (plan.kind) {
    case 'login':
    case 'vendor-list':
      return plan;
    case 'route':
      if (plan.storeRngVendor) sessionStorage.setItem(RNG_VENDOR_KEY, plan.storeRngVendor);
      return { kind: 'navigate', to: plan.to };
    case 'third-party':
      try {
        const to = gamePageUrl(await thirdPartyGameUrl(target), title);
        // A game launch's outcome for the field data (docs/field-truth.md): the error's key only.
        bus.emit('field:flow', flowOutcome('game-launch', 'games'));
        return { kind: 'navigate', to };
      } catch (e) {
        const error = toErrorInfo(e);
        bus.emit('field:flow', flowOutcome('game-launch', 'games', error));
        // A gateway that keeps trial accounts out of a game answers 403: the player is told a real account is needed.
        if (error.status === 403 && session.accountType === TRIAL_ACCOUNT_TYPE) return { kind: 'trial-blocked' };
        return { kind: 'failed', error };
      }
  }
}
