/** /help (and /helpmc, without header): the help centre's sections, the hash selecting one (docs/product.md#routes). */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, SafeHtml, Spinner } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { FeedbackForm } from './feedback-form';
import { helpActions, selectHelp } from './help-slice';

export function HelpPage() {
  const { t, i18n } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { hash, pathname } = useLocation();
  const { status, error, items } = useAppSelector(selectHelp);
  useEffect(() => {
    dispatch(helpActions.helpOpened(i18n.language));
  }, [dispatch, i18n.language]);
  const current = decodeURIComponent(hash.slice(1)) || items[0]?.tag;
  return (
    <section className="h-page h-help" data-testid="help-page">
      <h1>{t('help.title')}</h1>
      {(status === 'loading' || status === 'idle') && <Spinner />}
      {status === 'failed' && error && <ErrorState message={tc(error.i18nKey)} hint={error.message} onRetry={() => dispatch(helpActions.helpOpened(i18n.language))} />}
      {status === 'ready' && items.length === 0 && <EmptyState />}
      {status === 'ready' && items.length > 0 && (
        <div className="h-help__layout">
          <nav aria-label={t('help.sections')} className="h-help__nav">
            <ul>
              {items.map((item) => (
                <li key={item.tag}>
                  <Link to={`${pathname}#${item.tag}`} aria-current={item.tag === current ? 'true' : undefined} className="h-help__link">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="h-help__sections">
            {items.map((item) => (
              <article key={item.tag} id={item.tag} className={`h-help__section${item.tag === current ? ' is-current' : ''}`}>
                <h2>{item.title}</h2>
                <SafeHtml html={item.content} className="h-rich" />
              </article>
            ))}
            <FeedbackForm />
          </div>
        </div>
      )}
    </section>
  );
}
