/**
 * i18n for every app: one i18next instance (a federation singleton) and seven languages (docs/product.md#languages).
 * The host initialises it; shared and each remote register their namespace with `addTranslations`, giving a
 * loader per language rather than the bundles, so a player downloads only the namespaces of their language.
 *
 * Two codes per language, mapped here only: the spec's code (`cn`, `ty`, …) is what the selector, `lang`/`hisLang`
 * storage and the gateway's `Language` header use; i18next runs on the BCP 47 tag (`zh-CN`, `fil`, …) because its
 * plural rules come from Intl.PluralRules, and that tag is also `<html lang>`. TY is Tagalog/Filipino: the site's
 * licences, currency ('P') and bingo tab point to the Philippines.
 */
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from '@tessera/shared/react-i18next';
import { LOCAL_KEYS } from '../session/session';
import { loadScriptFonts } from './fonts';
import { INTL_LOCALES as LOCALES_FOR_INTL } from './intl-locales';
import type en from './locales/en.json';

/** Shared's own namespace: actions, states and the `errors.*` messages of ErrorInfo. */
export const COMMON_NS = 'common';
/**
 * The shape of the `common` namespace, for typed keys. Each app declares its i18next
 * `CustomTypeOptions` with `resources: { common: CommonResources; <its namespace>: typeof en }`.
 */
export type CommonResources = typeof en;

/** In the selector's order: the spec's labels (CN, EN, VI, JA, TH, TY), then ID, whose files the spec ships too. */
export const LANGUAGES = ['cn', 'en', 'vi', 'ja', 'th', 'ty', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Labels of the language selector (docs/product.md#languages): the codes, as the spec shows them. */
export const LANGUAGE_LABELS: Record<Language, string> = { cn: 'CN', en: 'EN', vi: 'VI', ja: 'JA', th: 'TH', ty: 'TY', id: 'ID' };
/** Each language's name in itself, for screen readers and tooltips of the selector (not translated on purpose). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  cn: '简体中文',
  en: 'English',
  vi: 'Tiếng Việt',
  ja: '日本語',
  th: 'ไทย',
  ty: 'Filipino',
  id: 'Bahasa Indonesia',
};

/** BCP 47 tag of each language: i18next's language (plural rules) and `<html lang>`. */
const TAGS: Record<Language, string> = { cn: 'zh-CN', en: 'en', vi: 'vi', ja: 'ja', th: 'th', ty: 'fil', id: 'id' };
/** Locale for Intl formatting of each language (intl-locales.ts); a new language fails here until it has one. */
const INTL_LOCALES: Record<Language, string> = LOCALES_FOR_INTL;

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** The app language of a spec code (any case) or of a BCP 47 tag i18next reports; undefined if neither. */
export function toLanguage(code: string | undefined | null): Language | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  if (isLanguage(lower)) return lower;
  return LANGUAGES.find((l) => TAGS[l].toLowerCase() === lower);
}

/** BCP 47 tag of a language, as `<html lang>` and i18next take it. */
export function languageTag(lng: Language): string {
  return TAGS[lng];
}

/** The current language (the default before init). */
export function currentLanguage(): Language {
  return toLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

/** Locale for Intl of a language, or of the current one. */
export function intlLocale(lng: Language = currentLanguage()): string {
  return INTL_LOCALES[lng];
}

/**
 * The app language for BCP 47 tags in order of preference (navigator.languages, Accept-Language): the first
 * that names one by its code or primary subtag (zh → cn, fil/tl → ty), else the default. The server picks the
 * page's language the same way (deploy/server/src/assets/boot-data.ts, pinned by its test), so the banner it paints
 * into the page is the one the app shows.
 */
export function languageOfTags(tags: readonly string[]): Language {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (isLanguage(tag)) return tag;
    const primary = tag.split(/[-_]/)[0];
    if (primary === 'zh') return 'cn';
    if (primary === 'fil' || primary === 'tl') return 'ty';
    if (primary === 'in') return 'id';
    if (primary && primary !== 'cn' && primary !== 'ty' && isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The player's chosen language; without a choice, the browser's (docs/product.md: EN when it is none of ours). */
export function storedLanguage(): Language {
  return toLanguage(globalThis.localStorage?.getItem(LOCAL_KEYS.lang)) ?? languageOfTags(globalThis.navigator?.languages ?? []);
}

/**
 * Upper-case code the gateway expects in the `Language` header and `hisLang` (TY, CN, …). Before i18n has
 * started (the host's first calls go out while its translations load) it is the stored language, the one
 * i18n starts in.
 */
export function gatewayLanguage(lng: string | undefined = i18next.language): string {
  return (toLanguage(lng) ?? storedLanguage()).toUpperCase();
}

export type TranslationBundle = Record<string, unknown>;
/**
 * Where a namespace's strings come from: a loader taking the language (a dynamic import of `./${lng}.json`
 * named `i18n-<ns>-[request]`, so each language is its own chunk), or, as before, the bundles themselves.
 */
export type TranslationSource =
  | ((lng: Language) => Promise<TranslationBundle | { default: TranslationBundle }>)
  | Partial<Record<Language, TranslationBundle>>;

const sources = new Map<string, TranslationSource>();
const pending = new Set<Promise<unknown>>();

async function readBundle(ns: string, lng: Language): Promise<TranslationBundle> {
  const source = sources.get(ns);
  if (!source) throw new Error(`i18n: no translations registered for namespace '${ns}'`);
  const loaded = typeof source === 'function' ? await source(lng) : source[lng];
  if (!loaded) throw new Error(`i18n: no '${lng}' translations for namespace '${ns}'`);
  // A JSON module comes as its namespace object (`default` is the JSON) from webpack and from jest alike.
  const bundle = 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
  return bundle as TranslationBundle;
}

/** i18next backend reading the registered sources: i18next asks for what the current language needs. */
const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(tag: string, ns: string, callback: ReadCallback) {
    const lng = toLanguage(tag);
    if (!lng) return callback(new Error(`i18n: unknown language '${tag}'`), false);
    readBundle(ns, lng).then(
      (bundle) => callback(null, bundle),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

function track<T>(promise: Promise<T>): Promise<T> {
  pending.add(promise);
  const done = () => pending.delete(promise);
  promise.then(done, done);
  return promise;
}

/** Resolves once every namespace registered so far is loaded in the current language (the host's remote loader waits on it). */
export async function whenTranslationsLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** `<html lang>` and direction follow the language (all seven are left-to-right). */
function applyDocumentLanguage(tag: string): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  const lng = toLanguage(tag);
  if (lng) void loadScriptFonts(lng);
  root.lang = tag;
  root.dir = 'ltr';
}

/**
 * A namespace's strings. Safe before the host has initialised i18next (init loads it) and after, also after a
 * language switch: it loads the current language. Resolves when loaded.
 */
export function addTranslations(ns: string, source: TranslationSource): Promise<void> {
  sources.set(ns, source);
  if (!i18next.isInitialized) return Promise.resolve();
  return track(i18next.loadNamespaces(ns));
}

// One chunk per language with the host's and the validation namespaces (the same chunk name merges them, see
// host/src/i18n/index.ts): the three load together at start, as one file and one integrity entry.
addTranslations(COMMON_NS, (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`));

let initialising: Promise<I18n> | undefined;

/** Initialises the shared instance once, with the registered namespaces of the language; later calls return it. */
export function initI18n(lng: Language = storedLanguage()): Promise<I18n> {
  initialising ??= track(
    (async () => {
      i18next.on('languageChanged', applyDocumentLanguage);
      await i18next
        .use(registryBackend)
        .use(initReactI18next)
        .init({
          lng: TAGS[lng],
          // No fallback: a player downloads only their language; the completeness test keeps every language whole.
          fallbackLng: false,
          supportedLngs: LANGUAGES.map((l) => TAGS[l]),
          load: 'currentOnly',
          ns: [...sources.keys()],
          defaultNS: COMMON_NS,
          interpolation: { escapeValue: false },
          returnNull: false,
        });
      applyDocumentLanguage(i18next.language);
      return i18next;
    })(),
  );
  return initialising;
}

interface BackendConnector {
  /** Per `<tag>|<ns>`: 1 loading, 2 loaded, negative failed (i18next then never asks again by itself). */
  state: Record<string, number>;
  load(languages: string[], namespaces: string[], callback: (err: unknown) => void): void;
}

/**
 * Switches to `lng` once every registered namespace is loaded in it (no flash of keys); if one cannot load,
 * nothing changes and this rejects. Stores `lang` and `hisLang` (docs/product.md#languages).
 */
export async function setLanguage(lng: Language): Promise<void> {
  const tag = TAGS[lng];
  const connector = i18next.services.backendConnector as BackendConnector;
  // A bundle that failed before (offline for a moment) is fetched again rather than taken as done.
  for (const ns of sources.keys()) if ((connector.state[`${tag}|${ns}`] ?? 0) < 0) delete connector.state[`${tag}|${ns}`];
  await track(
    new Promise<void>((resolve, reject) =>
      connector.load([tag], [...sources.keys()], (err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())),
    ),
  );
  await i18next.changeLanguage(tag);
  // A remote registered while the switch was under way loaded the old language.
  await track(i18next.loadNamespaces([...sources.keys()]));
  globalThis.localStorage?.setItem(LOCAL_KEYS.lang, lng);
  globalThis.localStorage?.setItem(LOCAL_KEYS.hisLang, gatewayLanguage(lng));
}

/** Registered namespaces (for tests and diagnostics). */
export function registeredNamespaces(): string[] {
  return [...sources.keys()];
}

export { i18next };
