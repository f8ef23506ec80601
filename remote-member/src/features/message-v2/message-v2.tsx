import { useInjectSaga, type InboxMessage } from '@tessera/shared';
import { EmptyState, ErrorState, formatDateTime, Pager, Spinner } from '@tessera/shared/kit';
import { SafeHtml } from '@tessera/shared/dialog';
import { useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import type { InboxKind } from './message-v2-api';
import { messageV2Saga } from './message-v2-saga';
import { allReadRequested, inboxRequested, messageToggled, selectError, selectInbox, selectKind, selectOpenId, selectStatus } from './message-v2-slice';

const KINDS: readonly InboxKind[] = ['all', 'system', 'internal'];

/** Platform information: system and internal messages; opening one marks it read and the badge falls. */
export default function MessageV2() {
  useInjectSaga('messageV2', messageV2Saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const kind = useAppSelector(selectKind);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const inbox = useAppSelector(selectInbox);

  useEffect(() => {
    dispatch(inboxRequested({}));
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(inboxRequested({}))} />;
  else if (!inbox) body = <Spinner label={t('messages.loading')} />;
  else if (inbox.list.length === 0) body = <EmptyState message={t('messages.none')} />;
  else body = <Inbox />;

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('messages.heading')}</h3>
      <div className="mc-form__actions mc-tabs" role="group" aria-label={t('messages.kinds')}>
        {KINDS.map((k) => (
          <button key={k} type="button" className={k === kind ? 't-btn t-btn--primary' : 't-btn'} aria-pressed={k === kind} onClick={() => dispatch(inboxRequested({ kind: k }))}>
            {t(`messages.kind.${k}`)}
          </button>
        ))}
        {inbox && inbox.unread > 0 && (
          <button type="button" className="t-btn" onClick={() => dispatch(allReadRequested())} data-testid="msg-all-read">
            {t('messages.allRead')}
          </button>
        )}
      </div>
      <section className="mc-card" aria-busy={status === 'loading'} aria-label={t('messages.heading')}>
        {body}
      </section>
    </div>
  );
}

function Inbox() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const inbox = useAppSelector(selectInbox)!;
  return (
    <>
      <p className="mc-label" data-testid="msg-unread">
        {t('messages.unread', { count: inbox.unread })}
      </p>
      <ul className="mc-inbox">
        {inbox.list.map((m) => (
          <Message key={m.id} message={m} />
        ))}
      </ul>
      <Pager className="mc-pager" page={inbox.pageNo} pages={inbox.totalPages} onPage={(pageNo) => dispatch(inboxRequested({ pageNo }))} />
    </>
  );
}

function Message({ message: m }: { message: InboxMessage }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenId) === m.id;
  const bodyId = `msg-body-${m.id}`;
  return (
    <li className={m.read ? 'mc-msg' : 'mc-msg mc-msg--unread'} data-testid="msg-item">
      <button type="button" className="mc-msg__head" aria-expanded={open} aria-controls={bodyId} onClick={() => dispatch(messageToggled({ id: m.id, unread: !m.read }))}>
        <span className={`mc-msg__kind mc-msg__kind--${m.kind}`}>{t(`messages.kind.${m.kind}`)}</span>
        <span className="mc-msg__title">
          {!m.read && <span className="t-visually-hidden">{t('messages.new')} </span>}
          {m.title}
        </span>
        <time className="mc-msg__time" dateTime={new Date(m.sentAt).toISOString()}>
          {formatDateTime(m.sentAt)}
        </time>
      </button>
      {open && <SafeHtml id={bodyId} className="mc-msg__body" html={m.html} />}
    </li>
  );
}
