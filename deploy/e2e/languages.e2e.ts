/**
 * Every language of the selector end to end (docs/product.md#languages): the home page, a lobby (/rng), the
 * member centre and the agent centre are switched through CN, EN, VI, JA, TH, TY and ID; each time `<html lang>` is
 * the language's tag, no raw translation key shows and no English string of any namespace is left (names and codes
 * every language keeps aside). The language survives a reload. Screenshots in TH, CN and VI at desktop and phone
 * width go to /tmp/shots/ for a person to look at. Only reads: agent01m11 (member) and agent01a2 (agent) move no
 * money here, and each is switched back to English at the end.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, loginInHeader, navigateInApp, newPage, siteUrl, until, VIEWPORTS, waitForVersion } from './support';

const ROOT = path.resolve(__dirname, '..', '..');
const NAMESPACE_DIRS = [
  'shared/src/i18n/locales',
  'shared/src/validation/locales',
  'host/src/i18n/locales',
  'host/src/i18n/lazy',
  'remote-games/src/i18n',
  'remote-member/src/i18n',
  'remote-agent/src/i18n',
  'remote-lottery/src/i18n',
];
/** The selector's languages and their `<html lang>`. */
const LANGUAGES = [
  ['cn', 'zh-CN'],
  ['en', 'en'],
  ['vi', 'vi'],
  ['ja', 'ja'],
  ['th', 'th'],
  ['ty', 'fil'],
  ['id', 'id'],
] as const;
type Lng = (typeof LANGUAGES)[number][0];
const SHOT_LANGUAGES: readonly Lng[] = ['th', 'cn', 'vi'];
const SHOTS = '/tmp/shots';

function flatten(value: unknown, out: Map<string, string>, prefix = ''): Map<string, string> {
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, out, prefix ? `${prefix}.${k}` : k);
  else out.set(prefix, String(value));
  return out;
}
function strings(lng: string): Map<string, string> {
  const all = new Map<string, string>();
  NAMESPACE_DIRS.forEach((dir, i) => {
    const file = path.join(ROOT, dir, `${lng}.json`);
    for (const [k, v] of flatten(JSON.parse(readFileSync(file, 'utf8')), new Map())) all.set(`${i}:${k}`, v);
  });
  return all;
}
const EN = strings('en');
/** First segments of every key, so a raw key on screen (`nav.home`) is told from a host name. */
const KEY_ROOTS = [...new Set([...EN.keys()].map((k) => k.split(':')[1]!.split('.')[0]!))];

/**
 * English that must not show in `lng`: each English value that `lng` writes differently (a value the language keeps,
 * like "VIP", is no leftover). Values with placeholders become patterns; those with no words of their own are skipped.
 */
function leftovers(lng: Lng): { exact: string[]; patterns: string[] } {
  if (lng === 'en') return { exact: [], patterns: [] };
  const own = new Set(strings(lng).values());
  const exact = new Set<string>();
  const patterns = new Set<string>();
  for (const value of EN.values()) {
    const text = value.trim();
    if (own.has(text) || !/\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, ''))) continue;
    if (/\{\{|<\d+>/.test(text)) {
      const source = text
        .split(/\{\{[^}]*\}\}|<\/?\d+>/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\S+'); // a placeholder is one token (a number, a date, a name), so "{{n}} of {{total}}" is no catch-all
      patterns.add(`^${source}$`);
    } else exact.add(text);
  }
  return { exact: [...exact], patterns: [...patterns] };
}

interface Findings {
  lang: string;
  rawKeys: string[];
  english: string[];
}

/** What a player reads in `scope`: visible text nodes and the readable attributes of visible elements. */
async function findings(page: Page, scope: string, lng: Lng): Promise<Findings> {
  const { exact, patterns } = leftovers(lng);
  return page.evaluate(
    (sel, exactList, patternList, roots) => {
      const root = document.querySelector(sel) ?? document.body;
      const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) !== false;
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName) || parent.closest('[data-testid="remote-version"]')) continue;
        // A game's name is written a word to a box (GameName): it is read whole, from its title, below.
        if (parent.closest('.gm-name')) continue;
        const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && visible(parent)) texts.push(text);
      }
      for (const el of root.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        if (!visible(el)) continue;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(attr)?.trim();
          if (v) texts.push(v);
        }
      }
      const english = new Set(exactList);
      const regexes = patternList.map((p) => new RegExp(p, 'u'));
      const keyPattern = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/;
      return {
        lang: document.documentElement.lang,
        rawKeys: [...new Set(texts.filter((t) => keyPattern.test(t) && roots.includes(t.split('.')[0]!)))],
        english: [...new Set(texts.filter((t) => english.has(t) || regexes.some((r) => r.test(t))))],
      };
    },
    scope,
    exact,
    patterns,
    KEY_ROOTS,
  );
}

async function expectLocalised(page: Page, scope: string, lng: Lng, tag: string): Promise<void> {
  // Until the page shows it (a remote's strings arrive after its bundle), then what it shows is what is checked.
  const clean = (f: Findings) => f.lang === tag && f.rawKeys.length === 0 && f.english.length === 0;
  const found = await until(() => findings(page, scope, lng), clean, `${scope} localised in ${lng}`, { timeoutMs: 15_000 }).catch(() => findings(page, scope, lng));
  expect({ where: `${scope} in ${lng}`, ...found }).toEqual({ where: `${scope} in ${lng}`, lang: tag, rawKeys: [], english: [] });
}

async function switchTo(page: Page, lng: Lng, tag: string): Promise<void> {
  await page.waitForSelector('[data-testid="language-select"]');
  await page.select('[data-testid="language-select"]', lng);
  await page.waitForFunction((t) => document.documentElement.lang === t, {}, tag);
  // Remotes and lazy pages render their strings once their bundles (and the language's strings) are in:
  // expectLocalised() waits for that. Quiet network first, where Chromium reports every request's end (a
  // preload cancelled by the switch sometimes never reports one, hence no hard failure here).
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 3_000 }).catch(() => undefined);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) as `${string}.png`, optimizeForSpeed: true });
}

/** 390 px wide without puppeteer's mobile emulation, whose switch reloads the page (an open centre would close). */
const NARROW = { ...VIEWPORTS.phone, isMobile: false, hasTouch: false };

/** Screenshots of the current view at desktop and phone width, then back to desktop. */
async function shootBoth(page: Page, name: string, settle: () => Promise<void>): Promise<void> {
  await shoot(page, `${name}-desktop`);
  await page.setViewport(NARROW);
  await settle();
  await shoot(page, `${name}-390`);
  await page.setViewport(VIEWPORTS.desktop);
  await settle();
}

/** Nothing of the page is wider than the screen (long ID and VI words, Thai and CJK scripts). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

describe('every language', () => {
  it('localises the home page and the slots lobby, and keeps the language across a reload', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await page.waitForSelector('[data-testid="jackpot"]');
    for (const [i, [lng, tag]] of LANGUAGES.entries()) {
      // Back home as a link goes there; the lobby below is a page load, which proves the language is kept.
      if (i > 0) await navigateInApp(page, '/');
      await page.waitForSelector('[data-testid="jackpot"]');
      await switchTo(page, lng, tag);
      await expectLocalised(page, 'body', lng, tag);
      // The longest strings (ID, VI) and other scripts still fit a phone: header, nav and page.
      await page.setViewport(NARROW);
      await page.waitForSelector('[data-testid="jackpot"]');
      await expectNoSidewaysScroll(page);
      await page.setViewport(VIEWPORTS.desktop);
      if (SHOT_LANGUAGES.includes(lng)) {
        await shootBoth(page, `home-${lng}`, async () => {
          await page.waitForSelector('[data-testid="jackpot"]');
        });
      }
      await page.goto(siteUrl('/rng'));
      await page.waitForSelector('main [data-testid="game-tile"]');
      expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang'), document.documentElement.lang])).toEqual([lng, lng.toUpperCase(), tag]);
      await expectLocalised(page, 'body', lng, tag);
      if (SHOT_LANGUAGES.includes(lng)) {
        await shootBoth(page, `lobby-${lng}`, async () => {
          await page.waitForSelector('main [data-testid="game-tile"]');
        });
      }
      await page.setViewport(NARROW);
      await page.waitForSelector('main [data-testid="game-tile"]');
      await expectNoSidewaysScroll(page);
      await page.setViewport(VIEWPORTS.desktop);
    }
    await switchTo(page, 'en', 'en');
    expect(problems).toEqual([]);
  });

  it('localises the member centre', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01m11', 'Tessera2026');
    for (const [lng, tag] of LANGUAGES) {
      await switchTo(page, lng, tag);
      await page.click('[data-testid="open-member-centre"]');
      await waitForVersion(page, '.mc-panel [data-testid="remote-version"]', /member v/);
      await page.waitForSelector('.mc-panel nav');
      await page.waitForFunction(() => !document.querySelector('.mc-panel [aria-busy="true"], .mc-panel .t-spinner'));
      await expectLocalised(page, 'body', lng, tag);
      if (SHOT_LANGUAGES.includes(lng)) {
        await shootBoth(page, `member-${lng}`, async () => {
          await page.waitForSelector('.mc-panel nav');
        });
      }
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.mc-panel'));
    }
    await switchTo(page, 'en', 'en');
    expect(problems).toEqual([]);
  });

  it('localises the agent centre', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01a2', 'Tessera2026');
    for (const [lng, tag] of LANGUAGES) {
      await switchTo(page, lng, tag);
      await page.click('[data-testid="open-agent-centre"]');
      await waitForVersion(page, '[role="dialog"] [data-testid="remote-version"]', /agent v/);
      await page.waitForSelector('[role="dialog"] [data-testid="team-stats"]');
      await expectLocalised(page, 'body', lng, tag);
      if (SHOT_LANGUAGES.includes(lng)) {
        await shootBoth(page, `agent-${lng}`, async () => {
          await page.waitForSelector('[role="dialog"] [data-testid="team-stats"]');
        });
      }
      // Open means its page is in the URL too (`?ac=<page>`, the history entry Escape goes Back from).
      await page.waitForFunction(() => !!new URLSearchParams(location.search).get('ac'));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]') && !new URLSearchParams(location.search).has('ac'));
    }
    await switchTo(page, 'en', 'en');
    expect(problems).toEqual([]);
  });
});
