/**
 * i18n for every app: one i18next instance (a federation singleton), EN and TY loaded (docs/product.md#languages).
 * The host initialises it; each remote adds its own namespace with `addTranslations`.
 * TY is Tagalog/Filipino: the site's licences, currency ('P') and bingo tab point to the Philippines.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCAL_KEYS } from '../session/session';
import en from './locales/en.json';
import ty from './locales/ty.json';

/** Shared's own namespace: actions, states and the `errors.*` messages of ErrorInfo. */
export const COMMON_NS = 'common';
/**
 * The shape of the `common` namespace, for typed keys. Each app declares its i18next
 * `CustomTypeOptions` with `resources: { common: CommonResources; <its namespace>: typeof en }`.
 */
export type CommonResources = typeof en;

export const LANGUAGES = ['en', 'ty'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Labels of the language selector (docs/product.md#languages); only loaded languages are selectable. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'EN', ty: 'TY' };

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

export function storedLanguage(): Language {
  const v = globalThis.localStorage?.getItem(LOCAL_KEYS.lang);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

/** Initialises the shared instance once; later calls return it as is. */
export async function initI18n(lng: Language = storedLanguage()): Promise<I18n> {
  if (i18next.isInitialized) return i18next;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: { en: { [COMMON_NS]: en }, ty: { [COMMON_NS]: ty } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/**
 * A remote's own strings, kept in its own namespace so remotes never collide. Safe before the host has
 * initialised i18next: the bundle is added once it has.
 */
export function addTranslations(ns: string, resources: Record<Language, Record<string, unknown>>): void {
  const add = () => {
    for (const lng of LANGUAGES) i18next.addResourceBundle(lng, ns, resources[lng], true, true);
  };
  if (i18next.store) add();
  else i18next.on('initialized', add);
}

/** Upper-case code the gateway expects in the `Language` header. */
export function gatewayLanguage(lng: string = i18next.language): string {
  return (isLanguage(lng) ? lng : DEFAULT_LANGUAGE).toUpperCase();
}

export { i18next };
