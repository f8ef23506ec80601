/**
 * Where the install hint may show (docs/product/site.md#install): from the third visit on, never once closed, never in the app
 * launched from the home screen, never on /down (the page says it all), and only in a browser that can install the
 * site (its own prompt, or iOS). The hint's module and texts load only then.
 */
import { Suspense } from 'react';
import { useLocation } from '@tessera/shared/router';
import { countVisit, HINT_AFTER_VISITS, hintDismissed, installWay, isStandalone, useInstallState } from '../../common/install-prompt';
import { lazyExport } from '../lazy-export';

const InstallHint = lazyExport(() => import('../../features/download/install-hint'), 'InstallHint');

export function InstallHintSlot() {
  const state = useInstallState();
  const { pathname } = useLocation();
  // countVisit counts once per tab session (the boot already did): this reads the count.
  const show = pathname !== '/down' && installWay(state) !== 'none' && !isStandalone() && !hintDismissed() && countVisit() >= HINT_AFTER_VISITS;
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <InstallHint />
    </Suspense>
  );
}
