import {
  addTranslations,
  currentLanguage,
  gatewayLanguage,
  i18next,
  initI18n,
  languageTag,
  setLanguage,
  toLanguage,
  whenTranslationsLoaded,
  type Language,
} from './i18n';

/** Untyped: these test namespaces are not in the typed resources. */
const t = (key: string, options?: Record<string, unknown>) => (i18next.t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options);
const bundle = (lng: Language) => ({ default: { hello: `hello-${lng}`, item_one: 'one item', item_other: '{{count}} items' } });
const demo = jest.fn((lng: Language) => Promise.resolve(bundle(lng)));

beforeAll(async () => {
  addTranslations('demo', demo);
  await initI18n('en');
});

it('loads only the active language of every registered namespace, and sets <html lang>', () => {
  expect(demo.mock.calls.map(([l]) => l)).toEqual(['en']);
  expect(t('demo:hello')).toBe('hello-en');
  expect(t('common:actions.retry')).not.toBe('actions.retry');
  expect(document.documentElement.lang).toBe('en');
  expect(document.documentElement.dir).toBe('ltr');
});

it('switches only once the new language of every namespace is in, and stores lang and hisLang', async () => {
  demo.mockClear();
  await setLanguage('th');
  expect(demo.mock.calls.map(([l]) => l)).toEqual(['th']);
  expect(t('demo:hello')).toBe('hello-th');
  expect([currentLanguage(), i18next.language, document.documentElement.lang]).toEqual(['th', 'th', 'th']);
  expect([localStorage.getItem('lang'), localStorage.getItem('hisLang'), gatewayLanguage()]).toEqual(['th', 'TH', 'TH']);
});

it('loads a namespace registered after a switch in the current language', async () => {
  const late = jest.fn((lng: Language) => Promise.resolve({ default: { title: `late-${lng}` } }));
  void addTranslations('late', late);
  await whenTranslationsLoaded();
  expect(late.mock.calls.map(([l]) => l)).toEqual(['th']);
  expect(t('late:title')).toBe('late-th');
});

it('maps the spec codes to BCP 47 tags in one place (TY is Filipino, CN simplified Chinese)', async () => {
  await setLanguage('ty');
  expect([i18next.language, document.documentElement.lang, gatewayLanguage(), localStorage.getItem('lang')]).toEqual(['fil', 'fil', 'TY', 'ty']);
  await setLanguage('cn');
  expect([document.documentElement.lang, gatewayLanguage()]).toEqual(['zh-CN', 'CN']);
  expect(languageTag('cn')).toBe('zh-CN');
  expect([toLanguage('zh-CN'), toLanguage('FIL'), toLanguage('TY'), toLanguage('xx')]).toEqual(['cn', 'ty', 'ty', undefined]);
});

it('picks plural forms by the language’s own rules', async () => {
  await setLanguage('cn');
  expect(t('demo:item', { count: 1 })).toBe('1 items'); // Chinese has only "other"
  await setLanguage('en');
  expect(t('demo:item', { count: 1 })).toBe('one item');
});

it('stays in the current language when a bundle of the new one cannot load', async () => {
  await setLanguage('en');
  let online = false;
  addTranslations('flaky', (lng) => (lng === 'vi' && !online ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { x: `x-${lng}` } })));
  await whenTranslationsLoaded();
  await expect(setLanguage('vi')).rejects.toThrow();
  expect([currentLanguage(), localStorage.getItem('lang')]).toEqual(['en', 'en']);
  // Back online, the same switch fetches the bundle again and goes through.
  online = true;
  await setLanguage('vi');
  expect([currentLanguage(), t('flaky:x')]).toEqual(['vi', 'x-vi']);
});
