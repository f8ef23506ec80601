/**
 * The lottery launch (docs/gateway.md#lottery-calls): a `launchGame` call with `lottoArea` opens the sandbox's
 * lottery page (cdn/lottery.ts) with a ticket bound to the calling session.
 */
import { GatewayError } from '../gateway/envelope.js';
import type { Member, Repo } from '../repo/index.js';
import { LOTTERY_GAMES, prizeModeOf, type PrizeModeCode } from '../seed/lottery.js';

/** Where the sandbox's lottery page lives: on the launch CDN (`launchGameCDNs` of the status answer). */
export const LOTTERY_PLAY_PATH = '/cdn/lottery/play';

/** The call's prize mode, or the refusal of one that is missing or unknown. */
export function requiredMode(value: unknown): PrizeModeCode {
  const mode = prizeModeOf(value);
  if (!mode) throw new GatewayError(400, 'request_param_err', 'prizeMode must be one of LOTT, ELOTT, ZY, SEA');
  return mode;
}

/**
 * The lottery launch: `launchGame` with `lottoArea` (the games routes hand such a call here). Answers the
 * URL of the sandbox's lottery page with a ticket, for the game (`lottoView: betting`) or the lobby; the
 * ticket ends with the calling session (`sessionToken`), so a logout closes the lottery page too.
 */
export function lotteryLaunch(ctx: { input: Record<string, unknown>; member: Member; repo: Repo; sessionToken: string }): { content: { game_url: string } } {
  const { input, member, repo, sessionToken } = ctx;
  if (input.lottoArea !== 'VN' || input.launchMode !== 'LOTT') throw new GatewayError(400, 'request_param_err', 'lottoArea VN and launchMode LOTT required');
  const prizeMode = requiredMode(input.lottoPrizeMode);
  const view = input.lottoView === 'betting' ? 'betting' : 'lobby';
  const code = typeof input.lottoGameCode === 'string' && input.lottoGameCode ? input.lottoGameCode : null;
  if (view === 'betting' && (!code || !LOTTERY_GAMES.has(code))) throw new GatewayError(400, 'request_param_err', 'betting needs a known lottoGameCode');
  const backUrl = typeof input.backUrl === 'string' && /^(https?:\/\/|\/)/.test(input.backUrl) ? input.backUrl : null;
  const language = typeof input.language === 'string' ? input.language.slice(0, 8) : null;
  if (code && view === 'betting') repo.lottery.touchRecent(member.id, code);
  const ticket = repo.lottery.createTicket({ sessionToken, memberId: member.id, gameCode: view === 'betting' ? code : null, prizeMode, view, backUrl, language });
  // `lang` only words the page shown once the ticket has ended; a live ticket carries its own language.
  const lang = language ? `&lang=${encodeURIComponent(language)}` : '';
  return { content: { game_url: `${LOTTERY_PLAY_PATH}?ticket=${encodeURIComponent(ticket)}${lang}` } };
}
