/**
 * Money and dates are written by one formatter (shared/src/format: formatMoney, formatMoneyChange, formatDate,
 * formatDateTime, formatTime), so every app writes them alike per language and merchant currency. This test reads
 * every app's source and translations, and the sandbox's seeded texts (banners, promotions, rewards, messages:
 * deploy/sandbox/src/seed/money.ts writes their amounts with the same formatter), and fails on a currency written by
 * hand or a date pattern outside the formatter. A line that writes a machine value (an input's value, a gateway
 * field) says so with `format-ok:`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCES = ['host/src', 'remote-agent/src', 'remote-games/src', 'remote-lottery/src', 'remote-member/src', 'shared/src'];
/** The sandbox's seeded texts, the pictures drawn from them and its inbox notices: a player reads them beside the apps' amounts. */
const SANDBOX_TEXTS = ['deploy/sandbox/src/seed', 'deploy/sandbox/src/cdn', 'deploy/sandbox/src/domain'];
/** The formatter itself. */
const OWN = path.join('shared', 'src', 'format') + path.sep;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

interface Rule {
  what: string;
  code?: RegExp;
  text?: RegExp;
  /** Sandbox texts only: their sentences are code strings, where the merchant's symbol 'P' is a plain letter. */
  seed?: RegExp;
}

const RULES: Rule[] = [
  // The peso sign is the merchant's symbol (useCurrencySymbol), never a literal.
  { what: 'a literal currency sign', code: /[₱₫฿¥€](?=\s?\d)|['"`]₱/, text: /[₱₫฿]|(?:^|\s)P ?\{\{|\{\{\w+\}\} ?P(?:\s|$)/ },
  // "up to P 1,000", "最大P5,000", "1.000 P": the sandbox's symbol written beside an amount by hand.
  { what: 'an amount with a hand-written symbol', seed: /(?<![A-Za-z])P ?\d|\d P(?![A-Za-z])/ },
  // A symbol glued to an amount by hand: "${symbol} ${amount}" instead of formatMoney(value, symbol).
  { what: 'a currency symbol glued to an amount', code: /\$\{\s*\w*(?:currency|symbol)\w*\s*\}\s?\$\{|\}\s?\$\{\s*\w*(?:currency|symbol)\w*\s*\}/i },
  { what: 'an amount rounded by hand for display', code: /\.toFixed\(\s*2\s*\)/ },
  { what: 'a date pattern', code: /\.format\(\s*['"`][^'"`]*(?:YYYY|YY|MM|DD|HH|hh|mm|ss)[^'"`]*['"`]/ },
  { what: 'a browser date or number locale call', code: /\.toLocale(?:Date|Time)?String\(/ },
];

/** Which of a rule's patterns reads a file: translations are text, the sandbox's code strings are seed and code. */
function patterns(rule: Rule, json: boolean, sandbox: boolean): RegExp[] {
  if (json) return rule.text ? [rule.text] : [];
  return [rule.code, sandbox ? rule.seed : undefined].filter((re): re is RegExp => re !== undefined);
}

function findings(): string[] {
  const out: string[] = [];
  for (const dir of [...SOURCES, ...SANDBOX_TEXTS]) {
    const sandbox = SANDBOX_TEXTS.includes(dir);
    for (const file of files(path.join(ROOT, dir))) {
      const rel = path.relative(ROOT, file);
      if (rel.startsWith(OWN)) continue;
      const json = file.endsWith('.json');
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (line.includes('format-ok:') || (lines[i - 1] ?? '').includes('format-ok:')) return;
        // A comment line ("// …", " * …", "/** … */") writes for the reader of the code, not the player.
        const read = json ? line : line.replace(/^\s*(\/\/|\/?\*).*$/, '');
        for (const rule of RULES) {
          if (patterns(rule, json, sandbox).some((re) => re.test(read))) out.push(`${rel}:${i + 1}: ${rule.what}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
  }
  return out;
}

it('finds no money or date written outside the shared formatter in any app or translation', () => {
  expect(findings()).toEqual([]);
});

it('would find each kind of hand-written money and date', () => {
  const code = (s: string) => RULES.filter((r) => r.code?.test(s)).map((r) => r.what);
  const text = (s: string) => RULES.filter((r) => r.text?.test(s)).map((r) => r.what);
  expect(code("const label = '₱5,000';")).toEqual(['a literal currency sign']);
  expect(code('const s = `${symbol} ${formatAmount(v)}`;')).toEqual(['a currency symbol glued to an amount']);
  expect(code('return value.toFixed(2);')).toEqual(['an amount rounded by hand for display']);
  expect(code("dayjs(at).format('YYYY-MM-DD HH:mm')")).toEqual(['a date pattern']);
  expect(code('new Date(at).toLocaleDateString()')).toEqual(['a browser date or number locale call']);
  expect(text('"limit": "At most P {{max}}"')).toEqual(['a literal currency sign']);
  expect(text('"bonus": "up to ₱5,000"')).toEqual(['a literal currency sign']);
  expect(code('formatMoney(value, symbol)')).toEqual([]);
  const seed = (s: string) => RULES.filter((r) => r.code?.test(s) || r.seed?.test(s)).map((r) => r.what);
  expect(seed("'w_home-1': ['新人礼', '首存翻倍，最高 ₱5,000'],")).toEqual(['a literal currency sign']);
  for (const hand of ["html: '<p>…, up to P 1,000.</p>'", "['…', '最大P5,000。']", "'Giải 50.000 P mỗi tuần'"]) expect(seed(hand)).toEqual(['an amount with a hand-written symbol']);
  expect(seed('`首存翻倍，最高 ${money.cn(5000)}`')).toEqual([]);
  expect(seed("'VIP3 and above', 'PVP 5', 'JILI, PG and Pragmatic'")).toEqual([]);
  expect(text('"rankLevel": "VIP level {{level}}"')).toEqual([]);
});
