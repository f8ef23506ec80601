/**
 * The install hint (docs/product/site.md#install): a small card a returning player sees from the third visit on, until they
 * close it (remembered in localStorage). Install uses the browser's prompt where it has one; else it leads to
 * /down, which has the steps for this browser. The shell decides when it shows (app/shell/install-hint-slot.tsx).
 */
import { useState } from 'react';
import './install.css';
import { Link } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { dismissHint, promptInstall, useInstallState } from '../../common/install-prompt';
import { siteBrand } from '../../common/site-brand';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

export function InstallHint() {
  const { t } = useTranslation('host-lazy');
  const { canPrompt, installed } = useInstallState();
  const [closed, setClosed] = useState(false);
  if (closed || installed) return null;
  const close = () => {
    dismissHint();
    setClosed(true);
  };
  return (
    <aside className="h-install-hint" aria-labelledby="install-hint-text" data-testid="install-hint">
      <p id="install-hint-text">{t('install.hint', { name: siteBrand().name })}</p>
      <div className="h-install-hint__actions">
        {canPrompt ? (
          <button type="button" className="t-btn t-btn--primary" onClick={() => void promptInstall()} data-testid="install-hint-install">
            {t('install.button')}
          </button>
        ) : (
          <Link to="/down" className="t-btn t-btn--primary" onClick={close} data-testid="install-hint-install">
            {t('install.how')}
          </Link>
        )}
        <button type="button" className="t-btn" onClick={close} data-testid="install-hint-dismiss">
          {t('install.notNow')}
        </button>
      </div>
    </aside>
  );
}
