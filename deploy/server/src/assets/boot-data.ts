/**
 * Boot data: what the host's first render needs from the gateway, written into its index.html by the server so
 * the page's largest paint (home's first banner) needs the HTML and one image, not the bundle plus four round
 * trips. The host still asks the gateway itself; this only lets it start from the answer.
 *
 * In the page: `<script type="application/json" id="tessera-boot">` (inert: the CSP without inline scripts
 * holds), and for a page with a banner, `<link rel=preload as=image fetchpriority=high>` for its first banner and
 * that banner painted inside the boot shell. A lottery page (`/lottery` and its siblings) also carries the menu its
 * page shows first, and its first cards painted in the boot shell instead of the banner box and tiles. Under
 * maintenance or a region block only the status is written.
 */
import type { Banner, LotteryMenu, SystemStatus } from '@tessera/shared/api-types';
import { BOOT_TEXT } from './boot-text.js';
import { ROUTE_MODULES } from './route-preloads.js';

/** The app's languages (shared/src/i18n LANGUAGES; boot-data.test.ts pins the two together). */
export const BOOT_LANGUAGES = ['cn', 'en', 'vi', 'ja', 'th', 'ty', 'id'] as const;
export type BootLanguage = (typeof BOOT_LANGUAGES)[number];

/**
 * The app language for a list of BCP 47 tags in order of preference (Accept-Language, navigator.languages):
 * the first tag that names one, by exact code or primary subtag; English when none does. Mirrors
 * languageOfTags() in shared/src/i18n/i18n.ts.
 */
export function languageOfTags(tags: readonly string[]): BootLanguage {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    if ((BOOT_LANGUAGES as readonly string[]).includes(tag)) return tag as BootLanguage;
    const primary = tag.split(/[-_]/)[0];
    switch (primary) {
      case 'zh':
        return 'cn';
      case 'fil':
      case 'tl':
        return 'ty';
      case 'in':
        return 'id';
      case 'en':
      case 'vi':
      case 'ja':
      case 'th':
      case 'id':
        return primary;
      default:
    }
  }
  return 'en';
}

/** The tags of an Accept-Language header, highest quality first (a missing q is 1; q=0 means "not this"). */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}

/** What the page carries (`#tessera-boot`). A contract with host/src/app/boot/boot-data.ts. */
export interface BootData {
  v: 1;
  /** The language the banners were asked for; the host uses them only when it starts in the same one. */
  lang: BootLanguage;
  /** `/wps/system/status` without `location` (the visitor's own IP is never cached or shared). */
  status: Omit<SystemStatus, 'location'>;
  /** The site's banners (types=B, platform=W), only when the site is open. */
  banners?: Banner[];
  /** On a lottery page only, and only when the site is open: the menu that page asks for first. */
  lottery?: BootLottery;
}

/**
 * A lottery page's menu (read by remote-lottery/src/features/menu/boot-menu.ts): which one it is, the prize mode
 * it was asked for and the gateway's answer, each game reduced to what a card shows.
 */
export interface BootLottery {
  /** `vn`: the VN menu of the prize mode the vendor lanes give; `sea`: the brand lottery type's (`/seaLottery`). */
  menu: LotteryMenuKind;
  prizeMode: string;
  groups: LotteryMenu;
}

export type LotteryMenuKind = 'vn' | 'sea';

/**
 * The lottery menu a page path shows: the lottery remote's page paths (route-preloads.ts ROUTE_MODULES) list the VN
 * menu, except `/seaLottery` (remote-lottery/src/common/prize-modes.ts isSeaPath). Undefined: no lottery page.
 */
export function lotteryMenuOf(pathname: string): LotteryMenuKind | undefined {
  if (!Object.hasOwn(ROUTE_MODULES, pathname) || ROUTE_MODULES[pathname]?.remote !== 'lottery') return undefined;
  return pathname === '/seaLottery' ? 'sea' : 'vn';
}

/** Whether the site is open (neither under maintenance nor blocked for the visitor's region). */
export function isOpen(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): boolean {
  return !status.maintenance && !status.regionRestriction;
}

/** Only same-site paths and http(s) URLs go into the page (an attribute and a preload must never run anything). */
export function isSafeImageUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

/**
 * The banner group each page shows under the header (host/src/app/routes.tsx, `banner` of the `full` chrome
 * rows; host/src/app/routes.test.tsx pins the two together). A page not listed shows no banner there.
 */
export const PAGE_BANNERS: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/login': 'w_login',
  '/pointMall': 'w_shop',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/promotions': 'w_promotion',
  '/help': 'w_help',
  '/down': 'w_down',
};

/** The banner group of a page path; undefined: none painted early. */
export function bannerGroupOf(pathname: string): string | undefined {
  return Object.hasOwn(PAGE_BANNERS, pathname) ? PAGE_BANNERS[pathname] : undefined;
}

function escapeAttr(s: string): string {
  return s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, and the line separators JSON allows but JS did not. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The first banner of a group, if any. */
export function firstBanner(data: BootData | undefined, group: string | undefined): Banner | undefined {
  if (!data?.banners || !group) return undefined;
  return data.banners.find((b) => b.groupName === group);
}

/** Cards painted in the boot shell at most: more than a wide screen shows before scrolling. */
const BOOT_CARDS = 12;

/**
 * A lottery page's title and first cards (the first group with games, the tab the app opens on for a visitor): the
 * same boxes, sizes and text as the lottery remote's (remote-lottery/src/features/menu/lottery-menu-view.tsx,
 * game-card.tsx, lottery.css), so its first paint shows what the app will, where it will.
 */
export function lotteryCardsHtml(lottery: BootLottery, title?: string): string {
  const first = Object.values(lottery.groups).find((g) => g.gameMenus.length > 0);
  if (!first) return '';
  const cards = first.gameMenus.slice(0, BOOT_CARDS).map((game) => {
    const src = game.imageUrl && isSafeImageUrl(game.imageUrl) ? game.imageUrl : `/cdn/TCG_LOTTERY/${encodeURIComponent(game.gameCode)}.png`;
    // The draw interval's line is written in the app's language by the app; here only its place is kept.
    const draw = game.drawInterval && game.drawInterval > 0 ? '<i class="boot-lt__draw"></i>' : '';
    return (
      `<li class="boot-lt__card"><span class="boot-lt__main"><img class="boot-lt__art" src="${escapeAttr(src)}" alt="" width="64" height="64" loading="lazy" decoding="async">` +
      `<span class="boot-lt__text"><span class="boot-lt__name">${escapeAttr(game.gameName)}</span>${draw}</span></span></li>`
    );
  });
  // Not a heading here: the app's page, with its own, takes the shell's place.
  const head = title ? `<span class="boot-lt__title">${escapeAttr(title)}</span>` : '<i></i>';
  return `<div class="boot-lt"><div class="boot-lt__head">${head}</div><div class="boot-lt__strip"><i></i></div><div class="boot-lt__tabs"></div><ul class="boot-lt__cards">${cards.join('')}</ul></div>`;
}

/**
 * Writes the boot data into a page: the JSON before `</head>`, the preload of the page's first banner at the
 * top of `<head>` (so it starts before anything else), and the banner inside the boot shell's banner box
 * (`<div … id="boot-banner">` in host/src/index.html), the same box the app's banner takes. On a lottery page,
 * only the menu of that page is written, and its first cards go into the shell's page box (`id="boot-page"`),
 * which then takes the place of the banner box and the tiles.
 */
export function injectBootData(html: string, data: BootData | undefined, pathname: string): string {
  if (!data) return html;
  let out = html;
  const kind = lotteryMenuOf(pathname);
  const lottery = kind && data.lottery?.menu === kind && isOpen(data.status) ? data.lottery : undefined;
  const { lottery: _lottery, ...rest } = data;
  const written: BootData = lottery ? { ...rest, lottery } : rest;
  const banner = firstBanner(written, bannerGroupOf(pathname));
  const json = `<script type="application/json" id="tessera-boot">${scriptJson(written)}</script>`;
  const headEnd = out.indexOf('</head>');
  out = headEnd < 0 ? json + out : out.slice(0, headEnd) + json + out.slice(headEnd);
  if (lottery) out = paintLottery(out, lottery, lotteryTitleOf(data.lang, pathname));
  if (!banner) return out;
  const src = escapeAttr(banner.url);
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  const head = /<head(\s[^>]*)?>/i.exec(out);
  if (head) out = out.slice(0, head.index + head[0].length) + preload + out.slice(head.index + head[0].length);
  const box = /<div[^>]*\bid="boot-banner"[^>]*>/.exec(out);
  if (box) {
    // Decorative here: the app's banner, with its text alternative, takes its place in the same box.
    const img = `<img class="boot-banner__img" src="${src}" alt="" fetchpriority="high" width="1200" height="360">`;
    out = out.slice(0, box.index + box[0].length) + img + out.slice(box.index + box[0].length);
    out = out.replace(/<div([^>]*)\bid="boot-banner"/, '<div$1id="boot-banner" data-painted="1"');
  }
  return out;
}

/** The title the lottery remote gives a page path, in a language (remote-lottery/src/features/menu/lottery-menu-view.tsx). */
function lotteryTitleOf(lang: BootLanguage, pathname: string): string | undefined {
  const titles: Readonly<Record<string, string>> | undefined = BOOT_TEXT[lang]?.lotteryTitles;
  if (!titles) return undefined;
  const key = pathname.slice(1);
  return Object.hasOwn(titles, key) ? titles[key] : titles.lottery;
}

function paintLottery(html: string, lottery: BootLottery, title: string | undefined): string {
  const cards = lotteryCardsHtml(lottery, title);
  const box = /<div[^>]*\bid="boot-page"[^>]*>/.exec(html);
  if (!cards || !box) return html;
  const at = box.index + box[0].length;
  const out = html.slice(0, at) + cards + html.slice(at);
  // The shell's generic placeholders (banner box, tiles) give way to the page's own (index.html's CSS).
  return out.replace(/<div([^>]*)\bid="boot-skeleton"/, '<div$1id="boot-skeleton" data-page="lottery"');
}
