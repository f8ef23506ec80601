/** Footer: the three gaming licences and the 2023 copyright line (docs/product.md#footer). */
import { VersionMarker } from '@tessera/shared';
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
      {/* Not shown to players: tests and ops read data-version (and the console). */}
      <VersionMarker app="host" version={__TESSERA_VERSION__} testId="host-version" />
    </footer>
  );
}
