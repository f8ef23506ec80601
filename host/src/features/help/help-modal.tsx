/**
 * The help modal (docs/product.md#modals): the help centre's topics without leaving the page, one topic
 * at a time, with a way on to the full help centre.
 */
import { useEffect, useMemo } from 'react';
import { Link } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { Dialog, SafeHtml } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { helpActions, selectHelp } from './help-slice';
import { helpSections, sectionOf } from './help-sections';

export function HelpModal() {
  const { t, i18n } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { status, error, items, modal } = useAppSelector(selectHelp);
  const sections = useMemo(() => helpSections(items), [items]);
  useEffect(() => {
    if (modal.open) dispatch(helpActions.helpOpened(i18n.language));
  }, [dispatch, modal.open, i18n.language]);
  if (!modal.open) return null;
  const close = () => dispatch(helpActions.helpModalClosed());
  const current = sectionOf(sections, modal.tag) ?? sections[0];
  return (
    <Dialog title={t('help.title')} width={640} onClose={close} testId="help-modal">
      {(status === 'loading' || status === 'idle') && <Spinner />}
      {status === 'failed' && error && <FailureState error={error} hint={error.message} onRetry={() => dispatch(helpActions.helpOpened(i18n.language))} />}
      {status === 'ready' && sections.length === 0 && <EmptyState />}
      {status === 'ready' && current && (
        <div className="h-help-modal">
          <nav aria-label={t('help.sections')}>
            <ul className="h-help-modal__topics">
              {sections.map((s) => (
                <li key={s.anchor}>
                  <button type="button" className="h-chip" aria-pressed={s.anchor === current.anchor} onClick={() => dispatch(helpActions.helpModalSectionChosen(s.anchor))}>
                    {s.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <article className="h-help-modal__content" aria-live="polite">
            <h3>{current.title}</h3>
            <SafeHtml html={current.content} className="h-rich" />
            {current.children.map((c) => (
              <section key={c.anchor}>
                <h4>{c.title}</h4>
                <SafeHtml html={c.content} className="h-rich" />
              </section>
            ))}
          </article>
          <div className="t-dialog__actions">
            <Link to={`/help#${current.anchor}`} className="t-btn t-btn--primary" onClick={close} data-testid="help-modal-more">
              {t('help.openCentre')}
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
