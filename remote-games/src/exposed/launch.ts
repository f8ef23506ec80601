/**
 * `games/launch` (docs/architecture.md#exposed-modules): the launch rules for the host's nav and home.
 * Checks login (the login popup opens over the bus), applies docs/product.md#game-launch and navigates.
 * The host has no popup of a vendor's games, so a `VASSALAGE` entry opens the page listing that vendor.
 */
import { bus, type LaunchModule, type LaunchResult } from '@tessera/shared';
import { vendorPagePath } from '../common/launch/launch-rules';
import { runLaunch } from '../common/launch/run-launch';

export const launch: LaunchModule['launch'] = async (target, { navigate, title }): Promise<LaunchResult> => {
  const outcome = await runLaunch(target, undefined, title);
  switch (outcome.kind) {
    case 'login':
      bus.emit('ui:open-login', { reason: 'launch' });
      return outcome;
    case 'navigate':
      navigate(outcome.to);
      return outcome;
    case 'vendor-list': {
      const to = vendorPagePath(outcome.gameType, outcome.vassalage);
      navigate(to);
      return { kind: 'navigate', to };
    }
    case 'trial-blocked':
      return outcome;
    case 'failed':
      return { kind: 'failed', message: outcome.error.message ?? outcome.error.i18nKey };
  }
};

export default { launch } satisfies LaunchModule;
