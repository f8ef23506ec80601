/**
 * /down's "Add to home screen" (docs/product/site.md#install): the browser's own install prompt where it offers one (Android
 * Chrome), the Share › Add to Home Screen steps on iOS Safari, and on a phone's other browsers where to go instead.
 * Launched from the home screen already, it says so and offers nothing.
 */
import { useState } from 'react';
import './install.css';
import { useTranslation } from '@tessera/shared/react-i18next';
import { installWay, isStandalone, promptInstall, useInstallState } from '../../common/install-prompt';
import { siteBrand } from '../../common/site-brand';
import { Icon } from '../../app/icon';

/** iOS's Share glyph (a box with an arrow up), as the player sees it in Safari's toolbar. */
function ShareGlyph() {
  return (
    <svg className="h-install__glyph" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function IosSteps({ inSafari }: { inSafari: boolean }) {
  const { t } = useTranslation('host-lazy');
  return (
    <ol className="h-install__steps" data-testid="install-ios-steps">
      {!inSafari && <li>{t('install.iosOpenSafari')}</li>}
      <li>
        {t('install.iosShare')} <ShareGlyph />
      </li>
      <li>{t('install.iosAdd')}</li>
      <li>{t('install.iosConfirm')}</li>
    </ol>
  );
}

export function InstallSection() {
  const { t } = useTranslation('host-lazy');
  const state = useInstallState();
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);
  const way = installWay(state);
  const name = siteBrand().name;
  const standalone = isStandalone();
  const done = state.installed || outcome === 'accepted';

  const install = async () => {
    const result = await promptInstall();
    if (result !== 'unavailable') setOutcome(result);
  };

  return (
    <section className="h-install" aria-labelledby="install-title" data-testid="install-section">
      <h2 id="install-title">{t('install.title', { name })}</h2>
      {standalone ? (
        <p className="h-muted" data-testid="install-standalone">{t('install.standalone', { name })}</p>
      ) : done ? (
        <p role="status" data-testid="install-done">{t('install.done', { name })}</p>
      ) : (
        <>
          <p className="h-muted">{t('install.lead')}</p>
          {way === 'prompt' && (
            <button type="button" className="t-btn t-btn--primary h-install__button" onClick={() => void install()} data-testid="install-button">
              <Icon name="download" size={18} /> {t('install.button')}
            </button>
          )}
          {(way === 'ios-safari' || way === 'ios-other') && <IosSteps inSafari={way === 'ios-safari'} />}
          {way === 'none' && !outcome && <p data-testid="install-elsewhere">{t('install.elsewhere')}</p>}
          {outcome === 'dismissed' && <p role="status" className="h-muted">{t('install.later')}</p>}
        </>
      )}
    </section>
  );
}
