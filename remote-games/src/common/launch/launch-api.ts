/** The launch call (docs/gateway.md#game-calls). */
import { api, gatewayLanguage, type LaunchGameRequest, type LaunchGameValue } from '@tessera/shared';

export const LAUNCH_PLATFORM = 'html5';
export const LAUNCH_CLIENT_TYPE = 3;

export function fetchLaunchUrl(request: LaunchGameRequest): Promise<LaunchGameValue> {
  return api.call('launchGame', request);
}

export const launchLanguage = (): string => gatewayLanguage();
