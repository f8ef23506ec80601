import { Link } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <section className="h-home">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.back')}</Link>
    </section>
  );
}
