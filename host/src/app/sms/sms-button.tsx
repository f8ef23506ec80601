/** The send-code button: enabled, then disabled with a countdown in seconds until zero, then enabled again. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from '@tessera/shared/dialog';
import { errorMessage } from '../error-notice';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../store';
import { smsSaga } from './sms-saga';
import { selectSms, smsActions, type SmsPurpose } from './sms-slice';

function useSecondsLeft(until: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until || until <= Date.now()) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

export function SmsButton({
  purpose,
  mobileNum,
  countryDialingCode,
  ticket,
  disabled,
}: {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  ticket?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  // The sends' saga joins the store with the first button: the shell's path has no SMS code.
  useInjectSaga('sms', smsSaga);
  const state = useAppSelector(selectSms).byPurpose[purpose];
  const left = useSecondsLeft(state?.until);
  const busy = !!state?.sending;
  return (
    <button
      type="button"
      className="t-btn h-sms-btn"
      disabled={disabled || busy || left > 0}
      onClick={() => dispatch(smsActions.smsRequested({ purpose, mobileNum, countryDialingCode, ticket }))}
      data-testid={`sms-send-${purpose}`}
    >
      {left > 0 ? t('sms.resendIn', { seconds: left }) : busy ? t('sms.sending') : t('sms.send')}
    </button>
  );
}

/** The warning a failed send shows: the gateway's message and a confirm button (docs/product.md#errors). */
export function SmsFailureDialog() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { failure } = useAppSelector(selectSms);
  if (!failure) return null;
  const close = () => dispatch(smsActions.smsFailureDismissed());
  return (
    <Dialog title={t('sms.failedTitle')} onClose={close} testId="sms-failure">
      <p>{failure.error && failure.error.i18nKey !== 'errors.unknown' ? errorMessage(failure.error, tc) : failure.message || tc('errors.unknown')}</p>
      <div className="t-dialog__actions">
        <button type="button" className="t-btn t-btn--primary" onClick={close}>
          {t('warnings.in_increase_submit')}
        </button>
      </div>
    </Dialog>
  );
}
