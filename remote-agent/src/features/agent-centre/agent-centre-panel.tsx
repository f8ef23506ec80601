import { bus, Dialog, isAgentType, useBusValue, VersionMarker, type AgentCentreProps } from '@tessera/shared';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { TeamOverview } from '../team-overview/team-overview';
import { centreOpened, selectPage } from './agent-centre-slice';
import { AgentCentreMenu } from './agent-centre-menu';
import type { BuiltPage } from './pages';

import './agent-centre.css';

const PAGE_VIEWS: Record<BuiltPage, ComponentType> = {
  agentTeamOverview: TeamOverview,
};

export function AgentCentrePanel({ page, onClose }: AgentCentreProps) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPage);
  const session = useBusValue('session:changed');

  const signedIn = session?.status === 'in';
  const agent = signedIn && isAgentType(session.accountType);
  const account = session?.account;

  // Only an agent's centre opens (and loads its flags); again when another agent logs in meanwhile.
  useEffect(() => {
    if (agent) dispatch(centreOpened({ page }));
  }, [dispatch, agent, account, page]);

  const View = PAGE_VIEWS[current];

  return (
    <Dialog width={980} title={t('title')} closeLabel={t('close')} onClose={onClose} className="ac-modal">
      {agent ? (
        <div className="ac-body">
          <AgentCentreMenu current={current} />
          <section className="ac-content">
            <View />
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
      <VersionMarker app="agent" version={__TESSERA_VERSION__} variant="dialog" />
    </Dialog>
  );
}
