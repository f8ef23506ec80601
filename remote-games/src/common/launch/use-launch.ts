/** Launch from a component: the rules, the login popup, navigation; the vendor popup or refusal to show. */
import { useCallback, useState } from 'react';
import { useNavigate } from '@tessera/shared/router';
import { bus } from '@tessera/shared';
import type { LaunchTarget } from '@tessera/shared';
import { runLaunch, type LaunchOutcome } from './run-launch';

export type LaunchRefusal = Extract<LaunchOutcome, { kind: 'trial-blocked' | 'failed' }>;
export type VendorList = Extract<LaunchOutcome, { kind: 'vendor-list' }> & { vendorName: string };

export function useLaunch() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<LaunchRefusal | null>(null);
  const [vendorList, setVendorList] = useState<VendorList | null>(null);
  const launch = useCallback(
    async (target: LaunchTarget, title?: string) => {
      setBusy(true);
      try {
        const outcome = await runLaunch(target, undefined, title);
        if (outcome.kind === 'login') bus.emit('ui:open-login', { reason: 'launch' });
        else if (outcome.kind === 'navigate') navigate(outcome.to);
        else if (outcome.kind === 'vendor-list') setVendorList({ ...outcome, vendorName: title ?? outcome.vassalage });
        else setRefusal(outcome);
      } finally {
        setBusy(false);
      }
    },
    [navigate],
  );
  return { launch, busy, refusal, vendorList, dismiss: () => setRefusal(null), closeVendorList: () => setVendorList(null) };
}
