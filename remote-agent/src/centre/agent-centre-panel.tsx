import { bus, isAgentType, useBusValue, type AgentCentreProps } from '@tessera/shared';
import { Spinner, VersionMarker } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { useCentrePage } from '@tessera/shared/centre';
import { Suspense } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';
import { AgentCentreMenu } from './agent-centre-menu';
import { centreOpened, selectPage } from './centre-slice';
import { pageView } from './page-registry';

import './agent-centre.css';

export function AgentCentrePanel({ page, onClose, onPageChange }: AgentCentreProps) {
  const { t } = useTranslation(NS);
  // The page the host asked for (or the default), each time it asks; the one shown goes back to the host's URL.
  const current = useCentrePage(page, centreOpened, selectPage, onPageChange);
  const session = useBusValue('session:changed');

  const signedIn = session?.status === 'in';
  const agent = signedIn && isAgentType(session.accountType);

  const View = pageView(current);

  return (
    <Dialog width={980} title={t('title')} closeLabel={t('close')} onClose={onClose} className="ac-modal">
      {agent ? (
        <div className="ac-body">
          <AgentCentreMenu current={current} />
          <section className="ac-content t-print-area">
            <Suspense fallback={<Spinner />}>
              <View />
            </Suspense>
          </section>
        </div>
      ) : (
        <div className="ac-notice" role="status">
          <p>{t(signedIn ? 'access.notAgent' : 'access.signedOut')}</p>
          {!signedIn && (
            <button
              type="button"
              className="t-btn t-btn--primary"
              onClick={() => bus.emit('ui:open-login', { reason: 'agent-centre' })}
            >
              {t('access.login')}
            </button>
          )}
        </div>
      )}
      <VersionMarker app="agent" version={__TESSERA_VERSION__} />
    </Dialog>
  );
}
