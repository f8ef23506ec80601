/**
 * The red-envelope widget (docs/product.md#other-screens): while an event runs, a floating envelope and,
 * once per session, its popup. A member opens the envelope once and sees the bonus; a visitor is asked to
 * log in. Its slice and saga join the host store when the widget's chunk loads.
 */
import { useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type ErrorKey } from '@tessera/shared';
import { formatDateTime, formatMoney } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { errorMessage } from '../../app/error-notice';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../../app/store';
import { redEnvelopeSaga } from './red-envelope-saga';
import { redEnvelopeActions, selectRedEnvelope } from './red-envelope-slice';
import './red-envelope.css';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

export default function RedEnvelope({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('host-lazy');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  useInjectSaga('redEnvelope', redEnvelopeSaga);
  const { status, event, popup, open, revealed } = useAppSelector(selectRedEnvelope);
  const opening = open.status === 'sending';
  const error = open.error;
  useEffect(() => {
    dispatch(redEnvelopeActions.redEnvelopeShown({ loggedIn }));
  }, [dispatch, loggedIn]);
  if (status !== 'ready' || !event) return null;
  const opened = revealed ?? (event.opened ? { amount: event.opened.amount } : null);
  return (
    <>
      <button type="button" className="h-envelope__fab" onClick={() => dispatch(redEnvelopeActions.popupOpened())} aria-label={t('redEnvelope.fab')} data-testid="red-envelope-fab">
        <img src={event.imageUrl} alt="" width={64} height={48} />
        {!event.opened && <span className="h-envelope__dot" aria-hidden="true" />}
      </button>
      {popup && (
        <Dialog title={t('redEnvelope.title')} onClose={() => dispatch(redEnvelopeActions.popupClosed())} width={420} testId="red-envelope" className="h-envelope">
          <img className="h-envelope__art" src={event.imageUrl} alt={t(opened ? 'redEnvelope.artOpened' : 'redEnvelope.artClosed')} width={480} height={360} />
          <p className="h-envelope__event">{event.title}</p>
          {opened ? (
            <p className="h-envelope__amount" role="status" data-testid="red-envelope-amount">
              {t(revealed ? 'redEnvelope.won' : 'redEnvelope.already', { amount: formatMoney(opened.amount) })}
            </p>
          ) : (
            <>
              <p>{t('redEnvelope.range', { min: formatMoney(event.minAmount), max: formatMoney(event.maxAmount) })}</p>
              <p className="h-envelope__ends">{t('redEnvelope.ends', { at: formatDateTime(event.endsAt) })}</p>
              {loggedIn ? (
                <button type="button" className="t-btn t-btn--primary h-envelope__open" disabled={opening} onClick={() => dispatch(redEnvelopeActions.openRequested(event.eventId))} data-testid="red-envelope-open">
                  {t(opening ? 'redEnvelope.opening' : 'redEnvelope.open')}
                </button>
              ) : (
                <button type="button" className="t-btn t-btn--primary h-envelope__open" onClick={() => dispatch(redEnvelopeActions.loginAsked())} data-testid="red-envelope-login">
                  {t('redEnvelope.login')}
                </button>
              )}
            </>
          )}
          {error && (
            <p className="t-error-text" role="alert">
              {errorMessage(error, tc as (key: ErrorKey) => string)}
            </p>
          )}
        </Dialog>
      )}
    </>
  );
}
