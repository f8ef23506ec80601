/**
 * What "translated" means for every text a player reads, the apps' own (completeness.test.ts) and the server's and
 * sandbox's (offline page, start-up error, page heads, manifests, game pages, seeded content): a language has
 * English's keys, no others, and no value left in English unless it is a name or code every market keeps.
 * Test support only: no app imports it.
 */

/** Values any language may keep as in English: brands, vendors, products, codes, units. */
export const SAME_EVERYWHERE = new Set([
  'Tessera', 'OK', 'VIP', 'USDT', 'DS88', 'PVP', 'QQ', 'LINE', 'LINE ID', 'WhatsApp', 'Facebook', 'WeChat', 'Telegram',
  'Zalo', 'Viber', 'Skype', 'GCash', 'PayMaya', 'Maya', 'Email', 'E-mail', 'SMS', 'QR', 'ID', 'PIN', 'OTP', 'APP', 'App',
  'JP', 'TG', 'AC', 'BG', 'RNG', 'HOT', 'FB Sports', 'DS88 Sabong', 'Bingo', 'Jackpot', 'Lotto', 'Slots', 'Sabong', 'E-sports',
  'Malta Gaming Authority', 'PAGCOR',
]);

/** The apps' languages (shared/src/i18n): the server's tables use these codes too. */
export type TextLanguage = 'en' | 'cn' | 'vi' | 'ja' | 'th' | 'ty' | 'id';

/** Loanwords a language's gaming sites really use as in English. */
export const SAME_IN: Partial<Record<TextLanguage, ReadonlySet<string>>> = {
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

/** A value's words: placeholders and markup out, so "Bonus {{amount}}" is judged as "Bonus" (also `{brand}`, HTML tags). */
export const words = (s: string) =>
  s
    .replace(/\{\{[^}]*\}\}|\{[a-zA-Z]+\}|\$t\([^)]*\)|<\/?\d+>|<\/?[a-z][^>]*>/g, '')
    .trim();
/** Text with no letters (numbers, placeholders, punctuation) is the same in every language. */
export const hasWords = (s: string) => /\p{L}/u.test(words(s));

/** Whether `lng` may show `value` as in English. */
export const keptAsIs = (lng: TextLanguage, value: string) => !hasWords(value) || SAME_EVERYWHERE.has(words(value)) || !!SAME_IN[lng]?.has(words(value));

/** Every string of a nested table, by its path (`a.b.0.c`). */
export function flattenTexts(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flattenTexts(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/**
 * What is wrong with one language's table against English's: `missing: <path>`, `extra: <path>` and
 * `english: <path> = <value>`. Paths matching `skip` (language tags, URLs, names) are not judged.
 */
export function translationProblems(lng: TextLanguage, english: unknown, other: unknown, skip?: RegExp): string[] {
  const en = flattenTexts(english);
  const it = flattenTexts(other);
  const judged = (path: string) => !skip?.test(path);
  return [
    ...[...en.keys()].filter((k) => judged(k) && !it.has(k)).map((k) => `missing: ${k}`),
    ...[...it.keys()].filter((k) => judged(k) && !en.has(k)).map((k) => `extra: ${k}`),
    ...[...en]
      .filter(([k, v]) => judged(k) && it.get(k) === v && !keptAsIs(lng, v))
      .map(([k, v]) => `english: ${k} = ${v}`),
  ];
}
