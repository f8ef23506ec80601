import { useInjectSaga } from '@tessera/shared';
import { formatDateTime, LoadStates } from '@tessera/shared/kit';
import { SafeHtml } from '@tessera/shared/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useErrorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { announcement, announcementsOpened, announcementsRetried, selectAnnouncements } from './announcement-slice';

/** Announcements for agents (docs/product.md#agent-centre): a list whose items open on click; server HTML is sanitised. */
export default function Announcement() {
  useInjectSaga('agentAnnouncement', announcement.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { status, error, data } = useAppSelector(selectAnnouncements);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    dispatch(announcementsOpened(Date.now()));
  }, [dispatch]);

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('announcement.heading')}</h3>
      <LoadStates status={status} error={error} empty={!data || data.length === 0} errorText={errorText} onRetry={() => dispatch(announcementsRetried())}>
        <ul className="ac-notices">
          {data?.map((a) => {
            const expanded = open === a.id;
            return (
              <li key={a.id} className="ac-card ac-notice-item">
                <button type="button" className="ac-notice-item__head" aria-expanded={expanded} aria-controls={`ac-notice-${a.id}`} onClick={() => setOpen(expanded ? null : a.id)}>
                  <span className="ac-name">{a.title}</span>
                  <span className="ac-sub">{formatDateTime(a.at)}</span>
                </button>
                {expanded && <SafeHtml id={`ac-notice-${a.id}`} className="ac-notice-item__body" html={a.content} />}
              </li>
            );
          })}
        </ul>
      </LoadStates>
    </div>
  );
}
