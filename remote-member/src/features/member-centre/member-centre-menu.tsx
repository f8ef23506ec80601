import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { BuiltPage } from './pages';
import { MENU_PAGES } from './pages';

export function MemberCentreMenu({ current, onSelect }: { current: BuiltPage; onSelect(page: BuiltPage): void }) {
  const { t } = useTranslation(NS);
  return (
    <nav className="mc-menu" aria-label={t('menu.label')}>
      <ul>
        {MENU_PAGES.map((page) => (
          <li key={page}>
            <button
              type="button"
              className={page === current ? 'mc-menu__item mc-menu__item--active' : 'mc-menu__item'}
              aria-current={page === current ? 'page' : undefined}
              onClick={() => onSelect(page)}
            >
              {t(`menu.${page}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
