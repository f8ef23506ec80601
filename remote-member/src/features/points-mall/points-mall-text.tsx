/** The points mall's own words: its error codes, validation issues, points, statuses, the trial warning. */
import { type ErrorInfo, type RedeemStatus } from '@tessera/shared';
import { formatNumber } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import type { Issue } from '@tessera/shared/validation';
import type { TFunction } from 'i18next';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText, hasMemberText } from '../../common/error-text';
import { NS } from '../../i18n';
import type en from '../../i18n/en.json';

export const STATUS_CLASS: Record<RedeemStatus, string> = { process: 'pending', approved: 'credited', rejected: 'failed' };
type PointsCode = keyof (typeof en)['pointsMall']['codes'];
export type KindKey = keyof (typeof en)['pointsMall']['kinds'];
/** The mall's key for a record's kind: its own word when it has one, else "other". */
export const kindKey = (kind: string): KindKey => (hasMemberText(`pointsMall.kinds.${kind}`) ? (kind as KindKey) : 'other');

export const points = (n: number) => formatNumber(n);

/** The mall's own wording of the points codes, else the member remote's. */
export function pointsError(t: TFunction<'member'>, error: ErrorInfo): string {
  const key = error.code?.replace(/\./g, '_');
  if (key && hasMemberText(`pointsMall.codes.${key}`)) return t(`pointsMall.codes.${key as PointsCode}`);
  return errorText(t, error);
}

export function IssueText({ issue }: { issue: Issue }) {
  const { t } = useTranslation('validation');
  return <>{t(issue.key, issue.params)}</>;
}

/** Trial accounts may look but not redeem or convert. */
export function TrialWarning({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog title={t('pointsMall.trial.title')} onClose={onClose} testId="pm-trial-warning">
      <p>{t('pointsMall.trial.message')}</p>
      <button type="button" className="t-btn t-btn--primary" onClick={onClose}>
        {t('pointsMall.trial.confirm')}
      </button>
    </Dialog>
  );
}
