/** The login-required lottery launch (docs/gateway.md#lottery-calls, docs/product.md#game-launch). */
import { api, bus, gatewayLanguage, isTrialType, type LaunchGameValue, type LotteryLaunchRequest } from '@tessera/shared';
import { DEVICE, type PrizeMode } from '../../app/prize-modes';

export function launchLottery(prizeMode: PrizeMode, gameCode: string | null, backUrl: string): Promise<LaunchGameValue> {
  const request: LotteryLaunchRequest = {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: prizeMode,
    ...(gameCode ? { lottoGameCode: gameCode } : {}),
    lottoView: gameCode ? 'betting' : 'lobby',
    device: DEVICE,
    backUrl,
    language: gatewayLanguage(),
  };
  return api.call('launchGame', request);
}

export const hasSession = (): boolean => api.hasSession();

/** Whether the signed-in account is a trial account (type 4): it may not launch the lottery (docs/product.md#roles). */
export function isTrialSession(): boolean {
  const session = bus.last('session:changed');
  return session?.status === 'in' && isTrialType(session.accountType);
}

/** Where the lottery page sends the player back to: this page. */
export const currentUrl = (): string => window.location.href;
