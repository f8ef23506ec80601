/**
 * The chat room overlay (docs/product.md#modals, "a chat room"): the room's latest lines, polled while open,
 * each shown as plain text; a member writes lines of CHAT_TEXT.min to CHAT_TEXT.max characters (the gateway
 * checks the same bounds); a visitor is asked to log in. Its own chunk; its slice and saga join the host store with it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type ErrorKey } from '@tessera/shared';
import { CHAT_TEXT, EmptyState, FailureState, formatTime, Spinner } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../../app/store';
import { chatRoomSaga } from './chat-room-saga';
import { chatRoomActions, selectChatRoom } from './chat-room-slice';
import './chat-room.css';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

/** Characters as the player sees them (an emoji counts once), as the gateway counts them. */
export const chatLength = (text: string) => [...text.trim()].length;
export type ChatIssue = 'empty' | 'tooLong' | null;
export function chatIssue(text: string): ChatIssue {
  const n = chatLength(text);
  if (n < CHAT_TEXT.min) return 'empty';
  return n > CHAT_TEXT.max ? 'tooLong' : null;
}

function Lines() {
  const { t } = useTranslation('host-lazy');
  const dispatch = useAppDispatch();
  const { status, messages, error } = useAppSelector(selectChatRoom);
  const list = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    // New lines scroll into view.
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);
  if (status === 'failed') return <FailureState error={error} onRetry={() => dispatch(chatRoomActions.chatRoomOpened())} />;
  if (status !== 'ready') return <Spinner label={t('chat.loading')} />;
  if (messages.length === 0) return <EmptyState message={t('chat.empty')} />;
  return (
    // Tabbable so a keyboard user can scroll the log; the list inside keeps its list semantics.
    <div ref={list} className="h-chat__lines" role="log" aria-label={t('chat.lines')} tabIndex={0} data-testid="chat-lines">
      <ol className="h-chat__list">
        {messages.map((m) => (
          <li key={m.id} className={`h-chat__line${m.mine ? ' h-chat__line--mine' : ''}`} data-testid="chat-line">
            <span className="h-chat__meta">
              <span className="h-chat__author">{m.author}</span> <time dateTime={new Date(m.at).toISOString()}>{formatTime(m.at)}</time>
            </span>
            {/* Text only: React escapes it, nothing from the room is ever read as HTML. */}
            <span className="h-chat__text">{m.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Composer({ loggedIn, onLogin }: { loggedIn: boolean; onLogin: () => void }) {
  const { t } = useTranslation('host-lazy');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { send, sent } = useAppSelector(selectChatRoom);
  const sending = send.status === 'sending';
  const error = send.error;
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const inputId = useId();
  useEffect(() => {
    // The gateway took the line: clear the draft.
    if (sent > 0) {
      setDraft('');
      setTried(false);
    }
  }, [sent]);
  if (!loggedIn) {
    return (
      <div className="h-chat__guest">
        <p>{t('chat.guest')}</p>
        <button type="button" className="t-btn t-btn--primary" onClick={onLogin} data-testid="chat-login">
          {t('chat.login')}
        </button>
      </div>
    );
  }
  const issue = chatIssue(draft);
  const showIssue = tried && issue;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!issue && !sending) dispatch(chatRoomActions.messageSubmitted(draft.trim()));
  };
  const describedBy = `${inputId}-n${showIssue ? ` ${inputId}-e` : ''}${error ? ` ${inputId}-s` : ''}`;
  return (
    <form className="h-chat__form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="t-visually-hidden">
        {t('chat.message')}
      </label>
      <input
        id={inputId}
        className="t-input h-chat__input"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        // A pasted emoji counts 2 in maxLength: leave room, the bound that matters is checked in chatIssue.
        maxLength={CHAT_TEXT.max * 2}
        placeholder={t('chat.placeholder')}
        autoComplete="off"
        aria-invalid={!!showIssue}
        aria-describedby={describedBy}
        data-testid="chat-input"
      />
      <button type="submit" className="t-btn t-btn--primary" disabled={sending} data-testid="chat-send">
        {t('chat.send')}
      </button>
      <span id={`${inputId}-n`} className={`h-chat__count${chatLength(draft) > CHAT_TEXT.max ? ' h-chat__count--over' : ''}`}>
        {t('chat.count', { n: chatLength(draft), max: CHAT_TEXT.max })}
      </span>
      {showIssue && (
        <span id={`${inputId}-e`} className="t-error-text h-chat__issue" role="alert">
          {t(issue === 'empty' ? 'chat.emptyLine' : 'chat.tooLong', { max: CHAT_TEXT.max })}
        </span>
      )}
      {error && (
        <span id={`${inputId}-s`} className="t-error-text h-chat__issue" role="alert">
          {error.code === 'chat.too_fast' ? t('chat.tooFast') : error.message || tc(error.i18nKey as ErrorKey)}
        </span>
      )}
    </form>
  );
}

function ChatRoom({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  useInjectSaga('chatRoom', chatRoomSaga);
  useEffect(() => {
    dispatch(chatRoomActions.chatRoomOpened());
    return () => {
      dispatch(chatRoomActions.chatRoomClosed());
    };
  }, [dispatch]);
  return (
    <div className="h-chat">
      <Lines />
      <Composer
        loggedIn={loggedIn}
        onLogin={() => {
          onClose();
          dispatch(chatRoomActions.loginAsked());
        }}
      />
    </div>
  );
}

export default function ChatRoomDialog({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation('host-lazy');
  return (
    <Dialog title={t('chat.title')} onClose={onClose} width={440} testId="chat-room" className="h-chat-dialog">
      <ChatRoom loggedIn={loggedIn} onClose={onClose} />
    </Dialog>
  );
}
