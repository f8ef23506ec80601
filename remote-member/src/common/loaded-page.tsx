/**
 * A member page that loads when it opens (deposit, withdraw, wallets, upline transfer, rewards, referral,
 * missions): its heading, then the error with a retry after a failure, the spinner until its data is in, the
 * empty message when there is nothing to show, else the page itself.
 */
import { type LoadState } from '@tessera/shared';
import { EmptyState, ErrorState, Spinner } from '@tessera/shared/kit';
import type { Action } from '@tessera/shared/toolkit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';
import { errorText } from './error-text';
import { useAppDispatch } from './hooks';

/** The pages whose texts have a `heading` and a `loading`. */
type PageTexts = 'deposit' | 'withdraw' | 'transfer' | 'upline' | 'referral';

export interface LoadedPageProps<T> {
  /** Where the page's heading and loading words are. */
  texts: PageTexts;
  /** The page's opening event (sent when it shows, and again on a remount) and its retry (default: open again). */
  opened(): Action;
  retried?(): Action;
  load: LoadState;
  /** The page's data once it is in; until then the spinner. */
  data: T | null | undefined;
  /** What to say instead of the page when the data has nothing to show (undefined: show the page). */
  emptyMessage?(data: T): string | undefined;
  children(data: T): ReactNode;
}

export function LoadedPage<T>({ texts, opened, retried = opened, load: { status, error }, data, emptyMessage, children }: LoadedPageProps<T>) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(opened());
  }, [dispatch, opened]);

  let body: ReactNode;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(retried())} />;
  else if (!data) body = <Spinner label={t(`${texts}.loading`)} />;
  else {
    const empty = emptyMessage?.(data);
    body = empty ? <EmptyState message={empty} /> : children(data);
  }
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t(`${texts}.heading`)}</h3>
      {body}
    </div>
  );
}
