import { bus, Dialog, isAgentType, Spinner, useBusValue, VersionMarker, type AgentCentreProps } from '@tessera/shared';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector, useAppStore } from '../app/hooks';
import { NS } from '../i18n';
import { AgentCentreMenu } from './agent-centre-menu';
import { centreOpened, selectPage } from './centre-slice';
import { pageView } from './page-registry';

import './agent-centre.css';

export function AgentCentrePanel({ page, onClose, onPageChange }: AgentCentreProps) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPage);
  const store = useAppStore();
  const session = useBusValue('session:changed');

  const signedIn = session?.status === 'in';
  const agent = signedIn && isAgentType(session.accountType);

  // The page the host asked for (or the default), each time it asks. The flags follow the session.
  useEffect(() => {
    dispatch(centreOpened({ page }));
  }, [dispatch, page]);

  // The host keeps the page in the URL, so a reload, a link and Back find it again. Only a page the host did not
  // ask for is reported (picked in the menu, a default, a fallback), read from the store: in the commit that asks
  // for `page`, the rendered `current` is still the page before, and echoing it back would make the two ping-pong.
  useEffect(() => {
    const shown = selectPage(store.getState());
    if (shown !== page) onPageChange?.(shown);
  }, [onPageChange, current, page, store]);

  const View = pageView(current);

  return (
    <Dialog width={980} title={t('title')} closeLabel={t('close')} onClose={onClose} className="ac-modal">
      {agent ? (
        <div className="ac-body">
          <AgentCentreMenu current={current} />
          <section className="ac-content">
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
