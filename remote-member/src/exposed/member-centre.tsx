/** Federation entry `member/MemberCentre` (docs/architecture.md#exposed-modules): the member-centre overlay panel. */
import { registerValidationTranslations, type MemberCentreProps } from '@tessera/shared';
import { AppProviders } from '../app/providers';
import { MemberCentrePanel } from '../centre/member-centre-panel';
import { registerCentreTranslations } from '@tessera/shared/centre';
import { registerTranslations } from '../i18n';

registerTranslations();
// The centres' shared strings: receipts, report filters, charts, the amount message (shared/src/i18n/centre-texts.ts).
registerCentreTranslations();
// The password form's messages (docs/product.md#validation).
registerValidationTranslations();

export default function MemberCentre({ page, onClose, onPageChange }: MemberCentreProps) {
  return (
    <AppProviders>
      <MemberCentrePanel page={page} onClose={onClose} onPageChange={onPageChange} />
    </AppProviders>
  );
}
