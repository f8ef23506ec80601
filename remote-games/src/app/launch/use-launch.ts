/** Launch from a component: the rules, the login popup, navigation; the last refusal for a notice. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@tessera/shared';
import type { LaunchTarget } from '@tessera/shared';
import { runLaunch, type LaunchOutcome } from './run-launch';

export function useLaunch() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Extract<LaunchOutcome, { kind: 'trial-blocked' | 'failed' }> | null>(null);
  const launch = useCallback(
    async (target: LaunchTarget, title?: string) => {
      setBusy(true);
      try {
        const outcome = await runLaunch(target, undefined, title);
        if (outcome.kind === 'login') bus.emit('ui:open-login', { reason: 'launch' });
        else if (outcome.kind === 'navigate') navigate(outcome.to);
        else setRefusal(outcome);
      } finally {
        setBusy(false);
      }
    },
    [navigate],
  );
  return { launch, busy, refusal, dismiss: () => setRefusal(null) };
}
