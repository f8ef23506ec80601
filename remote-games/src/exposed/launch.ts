/**
 * `games/launch` (docs/architecture.md#exposed-modules): the launch rules for the host's nav and home.
 * Checks login (the login popup opens over the bus), applies docs/product.md#game-launch and navigates.
 */
import { bus, type LaunchModule, type LaunchResult } from '@tessera/shared';
import { runLaunch } from '../app/launch/run-launch';

export const launch: LaunchModule['launch'] = async (target, { navigate, title }): Promise<LaunchResult> => {
  const outcome = await runLaunch(target, undefined, title);
  if (outcome.kind === 'login') bus.emit('ui:open-login', { reason: 'launch' });
  if (outcome.kind === 'navigate') navigate(outcome.to);
  return outcome.kind === 'failed' ? { kind: 'failed', message: outcome.error.message ?? outcome.error.i18nKey } : outcome;
};

export default { launch } satisfies LaunchModule;
