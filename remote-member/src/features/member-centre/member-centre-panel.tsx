import { bus, Dialog, isTrialType, useBusValue, VersionMarker, type MemberCentreProps } from '@tessera/shared';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { SecurityCenter } from '../security-center/security-center';
import { centreOpened, pageSelected, selectPage } from './member-centre-slice';
import { MemberCentreMenu } from './member-centre-menu';
import type { BuiltPage } from './pages';

import './member-centre.css';

const PAGE_VIEWS: Record<BuiltPage, ComponentType> = {
  securityCenter: SecurityCenter,
};

export function MemberCentrePanel({ page, onClose }: MemberCentreProps) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPage);
  const session = useBusValue('session:changed');

  const signedIn = session?.status === 'in';
  const trial = signedIn && isTrialType(session.accountType);
  const allowed = signedIn && !trial;
  const account = session?.account;

  // (Re)open for the requested page, and again when another account logs in while the panel is open.
  useEffect(() => {
    if (allowed) dispatch(centreOpened({ page }));
  }, [dispatch, allowed, account, page]);

  const View = PAGE_VIEWS[current];

  return (
    <Dialog variant="panel" width={920} title={t('title')} closeLabel={t('close')} onClose={onClose} className="mc-panel">
      <div className="mc-body">
        <MemberCentreMenu current={current} onSelect={(p) => dispatch(pageSelected(p))} />
        <section className="mc-content">
          {allowed ? (
            <View />
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
      <VersionMarker app="member" version={__TESSERA_VERSION__} variant="dialog" />
    </Dialog>
  );
}
