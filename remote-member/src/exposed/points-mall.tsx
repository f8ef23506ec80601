/** Federation entry `member/PointsMall` (docs/architecture.md#exposed-modules): the points mall page of /pointMall. */
import { registerValidationTranslations, type PointsMallProps } from '@tessera/shared';
import { Spinner, VersionMarker } from '@tessera/shared/kit';
import { lazy, Suspense } from 'react';
import { AppProviders } from '../app/providers';
import { registerCentreTranslations } from '@tessera/shared/centre';
import { registerTranslations } from '../i18n';

registerTranslations();
// The centres' shared strings: receipts, report filters, charts, the amount message (shared/src/i18n/centre-texts.ts).
registerCentreTranslations();
// The password fields use the shared rules' messages (the host adds them too; adding twice is harmless).
registerValidationTranslations();

// Its own chunk: the slice and saga join this page's store when it first mounts.
const PointsMallPage = lazy(() => import('../features/points-mall/points-mall'));

export default function PointsMall(_props: PointsMallProps) {
  return (
    <AppProviders>
      <Suspense fallback={<Spinner />}>
        <PointsMallPage />
      </Suspense>
      <VersionMarker app="member" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}
