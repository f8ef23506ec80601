/** Language choice and the dark/light switch of the page top (docs/product.md#page-top). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  api,
  applyTheme,
  bus,
  gatewayLanguage,
  i18next,
  isLanguage,
  LANGUAGE_LABELS,
  LANGUAGES,
  LOCAL_KEYS,
  storedTheme,
  type Theme,
} from '@tessera/shared';

export async function changeLanguage(lng: string): Promise<void> {
  if (!isLanguage(lng)) return;
  await i18next.changeLanguage(lng);
  localStorage.setItem(LOCAL_KEYS.lang, lng);
  localStorage.setItem(LOCAL_KEYS.hisLang, gatewayLanguage(lng));
  document.documentElement.lang = lng === 'ty' ? 'fil' : lng;
  bus.emit('locale:changed', { lang: lng });
  // The gateway keeps the member's language for messages it sends; a failure here changes nothing on screen.
  if (api.hasSession()) api.call('updateLanguage', { language: gatewayLanguage(lng) }).catch(() => undefined);
}

export function LanguageSelect() {
  const { t, i18n } = useTranslation('host');
  return (
    <label className="h-pref">
      <span className="h-visually-hidden">{t('prefs.language')}</span>
      <select className="t-input h-pref__select" value={i18n.language} onChange={(e) => void changeLanguage(e.target.value)} data-testid="language-select">
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {LANGUAGE_LABELS[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ThemeSwitch() {
  const { t } = useTranslation('host');
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="t-btn h-theme"
      aria-pressed={theme === 'light'}
      title={t('prefs.theme')}
      data-testid="theme-switch"
      onClick={() => {
        applyTheme(next);
        bus.emit('theme:changed', { theme: next });
        setTheme(next);
      }}
    >
      {theme === 'dark' ? t('prefs.light') : t('prefs.dark')}
    </button>
  );
}
