/**
 * Every language is whole (docs/product.md#languages): for each namespace of every app, each language's file has
 * exactly English's keys (plural forms by the language's own plural categories), the same interpolation
 * variables and markup, and no value left in English unless it is a name or code every market keeps.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageTag, LANGUAGES, type Language } from './i18n';
import { keptAsIs } from './untranslated';
import { ApiError } from '../api/errors';

const ROOT = path.resolve(__dirname, '../../..');
/** Namespace → folder of its `<lng>.json` files. */
const NAMESPACES: Record<string, string> = {
  common: 'shared/src/i18n/locales',
  validation: 'shared/src/validation/locales',
  centre: 'shared/src/i18n/centre-locales',
  host: 'host/src/i18n/locales',
  'host-lazy': 'host/src/i18n/lazy',
  games: 'remote-games/src/i18n',
  member: 'remote-member/src/i18n',
  agent: 'remote-agent/src/i18n',
  lottery: 'remote-lottery/src/i18n',
};

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
      const untranslated = [...expected]
        .filter(([k, enKey]) => {
          const value = file?.get(k);
          return value !== undefined && value === en!.get(enKey) && !keptAsIs(lng, value);
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

/** Every source file under `dir` (tests aside). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(readFileSync(path.join(ROOT, rel), 'utf8'));
  }
  return out;
}

/**
 * The gateway's messages are English (the sandbox's, and the real one's for most merchants): a player reads them only
 * when the apps have no text of their own for the code. So every code the sandbox answers with needs one, in every
 * language (the checks above): the common `errors.*` of shared/src/api/errors.ts, or an app's own.
 */
describe('the sandbox’s error codes', () => {
  const sandbox = sources('deploy/sandbox/src').join('\n');
  const answered = new Set([
    ...[...sandbox.matchAll(/GatewayError\(\s*\d+,\s*'([^']+)'/g)].map((m) => m[1]!),
    // Input checks answer with their field's code; contract refusals with theirs.
    ...[...sandbox.matchAll(/\bcoded\(\s*'([^']+)'/g)].map((m) => m[1]!),
    ...[...sandbox.matchAll(/new ContractError\(\s*'([^']+)'/g)].map((m) => m[1]!),
  ]);
  const member = JSON.parse(readFileSync(path.join(ROOT, 'remote-member/src/i18n/en.json'), 'utf8')) as { codes: object; pointsMall: { codes: object } };
  const agentCodes = readFileSync(path.join(ROOT, 'remote-agent/src/common/error-text.ts'), 'utf8');
  /** Codes whose screen words them itself (the code is tested there, not looked up). */
  const HANDLED: Record<string, string> = {
    invitation_code_error: 'host register dialog: register.invitation_code_error',
    'login.ip.unverified': 'host two-step login: the code form, no message',
    'contract.rate.lower': 'agent contracts: asks to confirm the lower rate',
  };
  const worded = (code: string) =>
    new ApiError({ kind: 'business', code }).i18nKey !== 'errors.unknown' ||
    Object.keys(member.codes).includes(code.replace(/\./g, '_')) ||
    Object.keys(member.pointsMall.codes).includes(code.replace(/\./g, '_')) ||
    agentCodes.includes(`'${code}': 'codes.`) ||
    code in HANDLED;

  it('finds the codes in the sandbox’s sources', () => {
    expect(answered.size).toBeGreaterThan(40);
    expect(answered).toContain('verification.code.invalid');
  });

  it('has a text in the apps for every code, so no English message of the gateway reaches a player', () => {
    expect([...answered].filter((c) => !worded(c)).sort()).toEqual([]);
  });
});
