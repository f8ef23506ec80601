/** The login-required lottery launch (docs/gateway.md#lottery-calls, docs/product.md#game-launch). */
import { api, gatewayLanguage, type LaunchGameValue, type LotteryLaunchRequest } from '@tessera/shared';
import { DEVICE, type PrizeMode } from '../../common/prize-modes';

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

/** Where the lottery page sends the player back to: this page. */
export const currentUrl = (): string => window.location.href;
