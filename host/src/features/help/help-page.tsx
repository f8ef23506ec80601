/** /help (and /helpmc, without header): the help centre's sections, the hash selecting one (docs/product.md#routes). */
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { SafeHtml } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { FeedbackForm } from './feedback-form';
import { helpActions, selectHelp } from './help-slice';
import { helpSections, sectionOf } from './help-sections';

export function HelpPage() {
  const { t, i18n } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { hash, pathname } = useLocation();
  const { status, error, items } = useAppSelector(selectHelp);
  const sections = useMemo(() => helpSections(items), [items]);
  useEffect(() => {
    dispatch(helpActions.helpOpened(i18n.language));
  }, [dispatch, i18n.language]);
  // A child's anchor (e.g. #licence) makes its section the current one; the layout scrolls to the element.
  const current = sectionOf(sections, decodeURIComponent(hash.slice(1)))?.anchor ?? sections[0]?.anchor;
  return (
    <section className="h-page h-help" data-testid="help-page">
      <h1>{t('help.title')}</h1>
      {(status === 'loading' || status === 'idle') && <Spinner />}
      {status === 'failed' && error && <FailureState error={error} hint={error.message} onRetry={() => dispatch(helpActions.helpOpened(i18n.language))} />}
      {status === 'ready' && sections.length === 0 && <EmptyState />}
      {status === 'ready' && sections.length > 0 && (
        <div className="h-help__layout">
          <nav aria-label={t('help.sections')} className="h-help__nav">
            <ul>
              {sections.map((s) => (
                <li key={s.anchor}>
                  <Link to={`${pathname}#${s.anchor}`} aria-current={s.anchor === current ? 'true' : undefined} className="h-help__link">
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="h-help__sections">
            {sections.map((s) => (
              <article key={s.anchor} id={s.anchor} className={`h-help__section${s.anchor === current ? ' is-current' : ''}`}>
                <h2>{s.title}</h2>
                <SafeHtml html={s.content} className="h-rich" />
                {s.children.map((c) => (
                  <section key={c.anchor} id={c.anchor} className="h-help__sub">
                    <h3>{c.title}</h3>
                    <SafeHtml html={c.content} className="h-rich" />
                  </section>
                ))}
              </article>
            ))}
            <FeedbackForm />
          </div>
        </div>
      )}
    </section>
  );
}
