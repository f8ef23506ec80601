/** Federation entry `agent/AgentCentre` (architecture §3.1): the agent-centre modal. */
import type { AgentCentreProps } from '@tessera/shared';
import { AppProviders } from '../app/providers';
import { AgentCentrePanel } from '../features/agent-centre/agent-centre-panel';
import { registerTranslations } from '../i18n';

registerTranslations();

export default function AgentCentre({ page, onClose }: AgentCentreProps) {
  return (
    <AppProviders>
      <AgentCentrePanel page={page} onClose={onClose} />
    </AppProviders>
  );
}
