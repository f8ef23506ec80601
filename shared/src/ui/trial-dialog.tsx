/**
 * The trial account's refusal (docs/product.md#roles): "register an account first", with its one confirm button.
 * The app says what the trial account cannot do here (`message`); the title and the button are the platform's.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from './dialog';

export interface TrialAccountDialogProps {
  /** Why the action is refused, in the app's words ("Trial accounts cannot play the lottery."). */
  message: string;
  onClose(): void;
  testId?: string;
}

export function TrialAccountDialog({ message, onClose, testId }: TrialAccountDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={t('trial.title')} onClose={onClose} testId={testId}>
      <p>{message}</p>
      <div className="t-dialog__actions">
        <button type="button" className="t-btn t-btn--primary" onClick={onClose}>
          {t('trial.ok')}
        </button>
      </div>
    </Dialog>
  );
}
