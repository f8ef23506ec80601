/** Home: a welcome and the game categories the merchant offers. Banners and widgets come with the shell issue. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { selectNav, visibleCategories } from '../nav/nav-slice';

export function HomePage() {
  const { t } = useTranslation('host');
  const categories = visibleCategories(useAppSelector(selectNav));
  return (
    <section className="h-home">
      <h1>{t('home.title')}</h1>
      <p className="h-home__lead">{t('home.lead')}</p>
      <ul className="h-home__categories" aria-label={t('home.browse')}>
        {categories.map((c) => (
          <li key={c.path}>
            <Link className="h-home__category" to={c.path}>
              {t(c.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <section className="h-home">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.back')}</Link>
    </section>
  );
}
