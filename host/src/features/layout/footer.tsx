/** Footer: the three gaming licences and the 2023 copyright line (docs/product.md#footer). */
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('host');
  return (
    <footer className="h-footer">
      <p className="h-footer__title">{t('footer.licences')}</p>
      <ul className="h-footer__licences">
        <li>{t('footer.malta')}</li>
        <li>{t('footer.bvi')}</li>
        <li>{t('footer.ph')}</li>
      </ul>
      <p>{t('footer.age')}</p>
      <p>{t('footer.copyright')}</p>
      <p className="h-footer__build" data-testid="host-version">
        {t('footer.build')}: host v{__TESSERA_VERSION__}
      </p>
    </footer>
  );
}
