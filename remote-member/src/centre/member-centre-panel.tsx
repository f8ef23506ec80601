import { bus, isTrialType, useBusValue, useInjectSaga, type MemberCentreProps } from '@tessera/shared';
import { Spinner, VersionMarker } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { useCentrePage } from '@tessera/shared/centre';
import { memo, Suspense, useDeferredValue } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch } from '../common/hooks';
import { NS } from '../i18n';
import { centreSaga } from './centre-saga';
import { centreOpened, pageSelected, selectPage } from './centre-slice';
import { MemberCentreMenu } from './member-centre-menu';
import { pageEntry, type RegisteredPage } from './page-registry';

import './member-centre.css';

export function MemberCentrePanel({ page, onClose, onPageChange }: MemberCentreProps) {
  useInjectSaga('memberCentre', centreSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  // The page the host asked for (or the default), each time it asks; the one shown goes back to the host's URL.
  const current = useCentrePage(page, centreOpened, selectPage, onPageChange);
  const session = useBusValue('session:changed');

  // The menu follows a tap at once; the page renders behind it, in a transition: the page shown stays (marked busy)
  // until the next one is ready, so neither its chunk nor its first render holds the tap's next paint. Not dimmed: a
  // CSS transition's events made React's work run before that paint.
  const shown = useDeferredValue(current);

  const signedIn = session?.status === 'in';
  const trial = signedIn && isTrialType(session.accountType);
  const allowed = signedIn && !trial;

  return (
    <Dialog variant="panel" width={920} title={t('title')} closeLabel={t('close')} onClose={onClose} className="mc-panel">
      <div className="mc-body">
        <MemberCentreMenu current={current} onSelect={(p) => dispatch(pageSelected(p))} />
        <section className="mc-content t-print-area" aria-busy={shown !== current}>
          {allowed ? (
            <PageView page={shown} />
          ) : (
            <div className="mc-notice" role="status">
              <p>{t(trial ? 'access.trial' : 'access.signedOut')}</p>
              {!trial && (
                <button
                  type="button"
                  className="t-btn t-btn--primary"
                  onClick={() => bus.emit('ui:open-login', { reason: 'member-centre' })}
                >
                  {t('access.login')}
                </button>
              )}
            </div>
          )}
        </section>
      </div>
      <VersionMarker app="member" version={__TESSERA_VERSION__} />
    </Dialog>
  );
}

/** One page of the centre; memoised, so a render of the panel for the menu alone leaves the page as it is. */
const PageView = memo(function PageView({ page }: { page: RegisteredPage }) {
  const View = pageEntry(page).view;
  return (
    <Suspense fallback={<Spinner />}>
      <View />
    </Suspense>
  );
});
