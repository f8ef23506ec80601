/**
 * Every language is whole (docs/product.md#languages): for each namespace of every app, each language's file has
 * exactly English's keys (plural forms by the language's own plural categories), the same interpolation
 * variables and markup, and no value left in English unless it is a name or code every market keeps.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageTag, LANGUAGES, type Language } from './i18n';

const ROOT = path.resolve(__dirname, '../../..');
/** Namespace → folder of its `<lng>.json` files. */
const NAMESPACES: Record<string, string> = {
  common: 'shared/src/i18n/locales',
  validation: 'shared/src/validation/locales',
  host: 'host/src/i18n/locales',
  'host-lazy': 'host/src/i18n/lazy',
  games: 'remote-games/src/i18n',
  member: 'remote-member/src/i18n',
  agent: 'remote-agent/src/i18n',
  lottery: 'remote-lottery/src/i18n',
};

/** Values any language may keep as in English: brands, vendors, products, codes, units. */
const SAME_EVERYWHERE = new Set([
  'Tessera', 'OK', 'VIP', 'USDT', 'DS88', 'PVP', 'QQ', 'LINE', 'LINE ID', 'WhatsApp', 'Facebook', 'WeChat', 'Telegram',
  'Zalo', 'Viber', 'Skype', 'GCash', 'PayMaya', 'Maya', 'Email', 'E-mail', 'SMS', 'QR', 'ID', 'PIN', 'OTP', 'APP', 'App',
  'JP', 'TG', 'AC', 'BG', 'RNG', 'HOT', 'FB Sports', 'DS88 Sabong', 'Bingo', 'Jackpot', 'Lotto', 'Slots', 'Sabong', 'E-sports',
  'Malta Gaming Authority', 'PAGCOR',
]);
/** Loanwords a language's gaming sites really use as in English. */
const SAME_IN: Partial<Record<Language, Set<string>>> = {
  ty: new Set([
    'Username', 'Password', 'Account', 'Profile', 'Provider', 'provider', 'Sports', 'Live Casino', 'Live casino', 'Arcade', 'Bonus',
    'E-wallet', 'QR code', 'SMS code', 'Mobile SMS', 'Rebate', 'British Virgin Islands',
  ]),
  id: new Set([
    'Deposit', 'Bonus', 'Jackpot', 'Live Casino', 'Live casino', 'Sports', 'Arcade', 'E-wallet', 'Username', 'Password', 'Rebate',
    'Slot', 'Online', 'Offline', 'Provider', 'Voucher', 'Rollover', 'Turnover', 'Transfer', 'Status', 'Upline',
  ]),
  vi: new Set(['Jackpot', 'Live Casino', 'Live casino', 'Bonus', 'Slot', 'Online', 'Offline', 'Philippines (PAGCOR)']),
};
/** A value's words: placeholders and markup out, so "Bonus {{amount}}" is judged as "Bonus". */
const words = (s: string) => s.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>/g, '').trim();
/** Text with no letters (numbers, placeholders, punctuation) is the same in every language. */
const hasWords = (s: string) => /\p{L}/u.test(words(s));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function read(dir: string, lng: string): Flat | undefined {
  const file = path.join(ROOT, dir, `${lng}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** Interpolation variables (`{{name}}`, `{{name, format}}`), nested `$t(...)` and `<0>`-style markup. */
function tokens(value: string, ignoreCount = false): string[] {
  const found = [
    ...[...value.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...value.matchAll(/\$t\([^)]*\)/g)].map((m) => m[0]),
    ...[...value.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0]),
  ];
  return [...new Set(found.filter((t) => !(ignoreCount && t === '{{count}}')))].sort();
}

/** English's keys as the language must have them: a plural group takes the language's own categories. */
function expectedKeys(en: Flat, lng: Language): Map<string, string> {
  const categories = new Intl.PluralRules(languageTag(lng)).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>(); // key → English key it corresponds to
  for (const key of en.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const plural = base !== key && en.has(`${base}_other`);
    if (!plural) expected.set(key, key);
    else if (key.endsWith('_zero')) expected.set(key, key); // i18next's optional zero form, any language
    else if (key.endsWith('_other')) for (const c of categories) expected.set(`${base}_${c}`, en.has(`${base}_${c}`) ? `${base}_${c}` : key);
  }
  return expected;
}

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

describe.each(Object.entries(NAMESPACES))('namespace %s', (ns, dir) => {
  const en = read(dir, 'en');

  it('has an English reference file', () => {
    expect(en?.size).toBeGreaterThan(0);
  });

  it('has a file for every language and no file for another language', () => {
    const files = readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(OTHER_LANGUAGES)('%s', (lng) => {
    const file = read(dir, lng);
    const expected = en ? expectedKeys(en, lng) : new Map<string, string>();

    it('has every key of English, by its plural categories', () => {
      expect(file).toBeDefined();
      const missing = [...expected.keys()].filter((k) => !file?.has(k));
      expect(missing).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect(file).toBeDefined();
      const extra = [...(file?.keys() ?? [])].filter((k) => !expected.has(k));
      expect(extra).toEqual([]);
    });

    it('keeps the interpolation variables and markup of English', () => {
      expect(file).toBeDefined();
      const differing = [...expected]
        .filter(([k]) => file?.has(k))
        .filter(([k, enKey]) => {
          const plural = PLURAL_SUFFIX.test(k);
          // `{{count}}` may be written out or implied by a plural form (English's "one message").
          return tokens(file!.get(k)!, plural).join() !== tokens(en!.get(enKey)!, plural).join();
        })
        .map(([k]) => `${k}: ${file!.get(k)} ≠ ${en!.get(expected.get(k)!)}`);
      expect(differing).toEqual([]);
    });

    it('translates every value (names and codes aside)', () => {
      expect(file).toBeDefined();
      const kept = SAME_IN[lng] ?? new Set<string>();
      const untranslated = [...expected]
        .filter(([k, enKey]) => {
          const value = file?.get(k);
          return value !== undefined && value === en!.get(enKey) && hasWords(value) && !SAME_EVERYWHERE.has(words(value)) && !kept.has(words(value));
        })
        .map(([k]) => `${k}: ${file!.get(k)}`);
      expect(untranslated).toEqual([]);
    });
  });
});

describe('the reference files', () => {
  it.each(Object.entries(NAMESPACES))('%s: every English plural group has its _other form', (_ns, dir) => {
    const en = read(dir, 'en')!;
    const orphans = [...en.keys()].filter((k) => /_(one|few|many|two)$/.test(k) && !en.has(k.replace(PLURAL_SUFFIX, '_other')));
    expect(orphans).toEqual([]);
  });
});
