/** Language choice and the dark/light switch of the page top (docs/product.md#page-top). */
import { useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import {
  api,
  applyTheme,
  bus,
  currentLanguage,
  gatewayLanguage,
  LANGUAGE_LABELS,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageTag,
  setLanguage,
  storedTheme,
  toLanguage,
  type Theme,
} from '@tessera/shared';

/**
 * A language change (docs/product.md#languages): every loaded namespace of the new language is fetched first, then
 * the page switches at once (`<html lang>` follows), `lang` and `hisLang` are stored, and a member's gateway
 * language is updated. Validation messages are keys resolved at render, so they re-localise with the rest.
 */
export async function changeLanguage(code: string): Promise<void> {
  const lng = toLanguage(code);
  if (!lng || lng === currentLanguage()) return;
  // A bundle that cannot load leaves the page in its current language (the selector snaps back).
  await setLanguage(lng).catch((e: unknown) => console.warn('[i18n] language change failed', e));
  if (currentLanguage() !== lng) return;
  bus.emit('locale:changed', { lang: lng });
  // The gateway keeps the member's language for messages it sends; a failure here changes nothing on screen.
  if (api.hasSession()) api.call('updateLanguage', { language: gatewayLanguage(lng) }).catch(() => undefined);
}

export function LanguageSelect() {
  const { t, i18n } = useTranslation('host');
  const current = toLanguage(i18n.language) ?? currentLanguage();
  return (
    <label className="h-pref">
      <span className="h-visually-hidden">{t('prefs.language')}</span>
      <select className="t-input h-pref__select" value={current} onChange={(e) => void changeLanguage(e.target.value)} data-testid="language-select">
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={languageTag(lng)} title={LANGUAGE_NAMES[lng]}>
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
