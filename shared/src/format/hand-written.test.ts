/**
 * Money and dates are written by one formatter (shared/src/format: formatMoney, formatMoneyChange, formatDate,
 * formatDateTime, formatTime), so every app writes them alike per language and merchant currency. This test reads
 * every app's source and translations and fails on a currency written by hand or a date pattern outside the
 * formatter. A line that writes a machine value (an input's value, a gateway field) says so with `format-ok:`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCES = ['host/src', 'remote-agent/src', 'remote-games/src', 'remote-lottery/src', 'remote-member/src', 'shared/src'];
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
}

const RULES: Rule[] = [
  // The peso sign is the merchant's symbol (useCurrencySymbol), never a literal.
  { what: 'a literal currency sign', code: /[₱₫฿¥€](?=\s?\d)|['"`]₱/, text: /[₱₫฿]|(?:^|\s)P ?\{\{|\{\{\w+\}\} ?P(?:\s|$)/ },
  // A symbol glued to an amount by hand: "${symbol} ${amount}" instead of formatMoney(value, symbol).
  { what: 'a currency symbol glued to an amount', code: /\$\{\s*\w*(?:currency|symbol)\w*\s*\}\s?\$\{|\}\s?\$\{\s*\w*(?:currency|symbol)\w*\s*\}/i },
  { what: 'an amount rounded by hand for display', code: /\.toFixed\(\s*2\s*\)/ },
  { what: 'a date pattern', code: /\.format\(\s*['"`][^'"`]*(?:YYYY|YY|MM|DD|HH|hh|mm|ss)[^'"`]*['"`]/ },
  { what: 'a browser date or number locale call', code: /\.toLocale(?:Date|Time)?String\(/ },
];

function findings(): string[] {
  const out: string[] = [];
  for (const dir of SOURCES) {
    for (const file of files(path.join(ROOT, dir))) {
      const rel = path.relative(ROOT, file);
      if (rel.startsWith(OWN)) continue;
      const json = file.endsWith('.json');
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (line.includes('format-ok:') || (lines[i - 1] ?? '').includes('format-ok:')) return;
        for (const rule of RULES) {
          const re = json ? rule.text : rule.code;
          if (re?.test(json ? line : line.replace(/^\s*(\/\/|\*).*$/, ''))) out.push(`${rel}:${i + 1}: ${rule.what}: ${line.trim().slice(0, 120)}`);
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
  expect(text('"rankLevel": "VIP level {{level}}"')).toEqual([]);
});
