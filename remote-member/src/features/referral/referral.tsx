import { useInjectSaga } from '@tessera/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { LoadedPage } from '../../common/loaded-page';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { referralSaga } from './referral-saga';
import { copyRequested, referralOpened, selectCopied, selectDetails, selectLoad } from './referral-slice';

/** QR code size and margin of the page (the generator's defaults, docs/product.md#constants). */
const QR_SIZE = 200;
const QR_MARGIN = 20;

/** Invite friends: the referral link with its QR code, the code, and how many signed up with it. */
export default function Referral() {
  useInjectSaga('referral', referralSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectLoad);
  const details = useAppSelector(selectDetails);
  const copied = useAppSelector(selectCopied);
  const linkId = useId();

  return (
    <LoadedPage texts="referral" opened={referralOpened} load={load} data={details}>
      {(details) => (
        <section className="mc-card mc-referral">
          <div className="mc-referral__qr">
            <QRCodeSVG value={details.link} size={QR_SIZE} marginSize={QR_MARGIN / 10} bgColor="#ffffff" fgColor="#111111" title={t('referral.qr')} role="img" data-testid="ref-qr" />
          </div>
          <div className="mc-referral__text">
            <p>{t('referral.intro')}</p>
            <dl className="mc-details">
              <div className="mc-details__row">
                <dt>{t('referral.code')}</dt>
                <dd data-testid="ref-code">
                  <strong>{details.referralCode}</strong>
                </dd>
              </div>
              <div className="mc-details__row">
                <dt>{t('referral.invitations')}</dt>
                <dd data-testid="ref-count">{details.totalInvitations}</dd>
              </div>
            </dl>
            <div className="mc-field">
              <label htmlFor={linkId}>{t('referral.link')}</label>
              <div className="mc-amount-row">
                <input id={linkId} className="t-input" readOnly value={details.link} onFocus={(e) => e.target.select()} data-testid="ref-link" />
                <button type="button" className="t-btn t-btn--primary" onClick={() => dispatch(copyRequested())}>
                  {t('referral.copy')}
                </button>
              </div>
              <span role="status" className={copied === false ? 'mc-field__error' : 'mc-result'}>
                {copied === true && t('referral.copied')}
                {copied === false && t('referral.copyFailed')}
              </span>
            </div>
          </div>
        </section>
      )}
    </LoadedPage>
  );
}
