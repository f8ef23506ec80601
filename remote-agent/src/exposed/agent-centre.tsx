/** Federation entry `agent/AgentCentre` (docs/architecture.md#exposed-modules): the agent-centre modal. */
import type { AgentCentreProps } from '@tessera/shared';
import { AppProviders } from '../app/providers';
import { AgentCentrePanel } from '../centre/agent-centre-panel';
import { registerCentreTranslations } from '@tessera/shared/centre';
import { registerTranslations } from '../i18n';

registerTranslations();
// The centres' shared strings: receipts, report filters, charts (shared/src/i18n/centre-texts.ts).
registerCentreTranslations();

export default function AgentCentre({ page, onClose, onPageChange }: AgentCentreProps) {
  return (
    <AppProviders>
      <AgentCentrePanel page={page} onClose={onClose} onPageChange={onPageChange} />
    </AppProviders>
  );
}
