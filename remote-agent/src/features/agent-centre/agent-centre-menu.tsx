import type { AgentPage } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { flagsRetried, selectContractFlags, selectFlagsStatus } from '../contract-flags/contract-flags-slice';
import { pageSelected } from './agent-centre-slice';
import { isBuiltPage, menuPages, type BuiltPage } from './pages';

/** The left menu. While the flags load it shows the base pages; a failed check leaves a small notice. */
export function AgentCentreMenu({ current }: { current: BuiltPage }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const flags = useAppSelector(selectContractFlags);
  const status = useAppSelector(selectFlagsStatus);

  return (
    <nav className="ac-menu" aria-label={t('menu.label')} aria-busy={status === 'loading'}>
      <ul>
        {menuPages(flags).map((page: AgentPage) => {
          const built = isBuiltPage(page);
          const active = page === current;
          return (
            <li key={page}>
              <button
                type="button"
                className={active ? 'ac-menu__item ac-menu__item--active' : 'ac-menu__item'}
                aria-current={active ? 'page' : undefined}
                disabled={!built}
                aria-disabled={built ? undefined : 'true'}
                title={built ? undefined : t('menu.unavailable')}
                onClick={() => dispatch(pageSelected(page))}
              >
                {t(`menu.${page}`)}
              </button>
            </li>
          );
        })}
      </ul>
      {status === 'failed' && (
        <p className="ac-menu__notice" role="status">
          {t('flags.failed')}{' '}
          <button type="button" className="ac-link" onClick={() => dispatch(flagsRetried())}>
            {t('flags.retry')}
          </button>
        </p>
      )}
    </nav>
  );
}
