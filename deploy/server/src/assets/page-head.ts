/**
 * The head of every page, written by the server so that what reads the HTML alone (a chat's link preview, a
 * search engine, the browser's install check) sees the merchant's site: the route's title and description in the
 * page's language, Open Graph and Twitter tags, the canonical link, the favicon, the apple-touch-icon, the theme
 * colour and the web app manifest. The app then keeps the title up to date as the player moves (routes.tsx).
 */
import type { Brand } from '../brand/brand.js';
import { brandPictureKey } from '../brand/brand.js';
import { pageBrandTags } from '../brand/page-brand.js';
import type { BootLanguage } from './boot-data.js';
import { DESCRIPTIONS, HEAD_TEXT, OG_LOCALES, type DescriptionKind, type HeadTextKey } from './page-head-text.js';

interface RouteHead {
  title: HeadTextKey;
  kind: DescriptionKind;
  /** The path a search engine should keep for this page (the aliases of home and register). */
  canonical?: string;
}

const games = (title: HeadTextKey): RouteHead => ({ title, kind: 'games' });
const other = (title: HeadTextKey): RouteHead => ({ title, kind: 'other' });

/** host/src/app/routes.tsx PAGES, path by path (page-head.test.ts checks both name the same titles). */
export const ROUTE_HEADS: Readonly<Record<string, RouteHead>> = {
  '/': { title: 'nav.home', kind: 'home' },
  '/index': { title: 'nav.home', kind: 'home', canonical: '/' },
  '/index.html': { title: 'nav.home', kind: 'home', canonical: '/' },
  '/home': { title: 'nav.home', kind: 'home', canonical: '/' },
  '/register': other('titles.register'),
  '/register.html': { ...other('titles.register'), canonical: '/register' },
  '/login': other('titles.login'),
  '/noticePage': other('titles.notices'),
  '/pointMall': other('titles.pointMall'),
  '/rng': games('nav.rng'),
  '/live': games('nav.live'),
  '/fish': games('nav.fish'),
  '/pvp': games('nav.pvp'),
  '/cockfight': games('nav.cockfight'),
  '/sports': games('nav.sports'),
  '/esports': games('nav.esports'),
  '/ds88': games('nav.ds88'),
  '/elott': games('nav.lottery'),
  '/game': games('titles.game'),
  '/fbsports': games('titles.fbsports'),
  '/seamless': games('titles.seamless'),
  '/lottery': games('nav.lottery'),
  '/lott': games('titles.lott'),
  '/seaLottery': games('titles.lotterySea'),
  '/vnlottery': games('titles.lotteryVn'),
  '/vnLottery': games('titles.lotteryVn'),
  '/promotions': { title: 'nav.promotions', kind: 'promotions' },
  '/promoDetail': other('titles.promoDetail'),
  '/help': other('titles.help'),
  '/helpmc': { ...other('titles.help'), canonical: '/help' },
  '/down': other('titles.download'),
  '/join': other('titles.join'),
};
const NOT_FOUND: RouteHead = other('titles.notFound');

export function routeHeadOf(pathname: string): RouteHead {
  return Object.hasOwn(ROUTE_HEADS, pathname) ? ROUTE_HEADS[pathname]! : NOT_FOUND;
}

export interface PageHeadInput {
  brand: Brand;
  lang: BootLanguage;
  pathname: string;
  /** `https://site.example`: the canonical link and Open Graph need absolute URLs; undefined leaves them out. */
  origin?: string;
  /** The page's banner (its first one of the boot data), for the link preview; the brand's icon otherwise. */
  image?: string;
  /** Whether the host registers the service worker (`off`: the merchant's kill switch; absent: none built). */
  worker?: 'on' | 'off';
}

function escapeAttr(s: string): string {
  return s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

const fill = (template: string, page: string, brand: string) => template.replaceAll('{page}', page).replaceAll('{brand}', brand);

/** The page's title and description, in its language (the host's `titles.format`: `Slots · Brand`). */
export function pageWords(brand: Brand, lang: BootLanguage, pathname: string): { title: string; description: string } {
  const head = routeHeadOf(pathname);
  const page = HEAD_TEXT[lang][head.title];
  return { title: `${page} · ${brand.name}`, description: fill(DESCRIPTIONS[lang][head.kind], page, brand.name) };
}

/** A host as the Host header names it, when it is one (a canonical link never carries what a client made up). */
export function originOf(protocol: string, host: string | undefined): string | undefined {
  if (!host || !/^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}(?::\d{1,5})?$/i.test(host) || !/^https?$/.test(protocol)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}

/** The tags of the page's head, the `<title>` first. */
export function pageHeadTags({ brand, lang, pathname, origin, image, worker }: PageHeadInput): string {
  const { title, description } = pageWords(brand, lang, pathname);
  const v = brandPictureKey(brand);
  const icon512 = `/brand/icon-512.png?v=${v}`;
  const abs = (path: string) => (/^https?:\/\//i.test(path) ? path : origin ? origin + path : undefined);
  const canonical = origin ? origin + (routeHeadOf(pathname).canonical ?? pathname) : undefined;
  const picture = abs(image ?? icon512);
  const tags: [string, Record<string, string | undefined>][] = [
    ['meta', { name: 'description', content: description }],
    ['link', { rel: 'canonical', href: canonical }],
    ['link', { rel: 'icon', href: `/favicon.ico?v=${v}`, sizes: '16x16 32x32 48x48' }],
    ['link', { rel: 'icon', href: `/brand/icon-192.png?v=${v}`, type: 'image/png', sizes: '192x192' }],
    ['link', { rel: 'apple-touch-icon', href: `/apple-touch-icon.png?v=${v}` }],
    ['link', { rel: 'manifest', href: `/manifest.webmanifest?lang=${lang}` }],
    ['meta', { name: 'theme-color', content: brand.palette.surface }],
    ['meta', { name: 'tessera-sw', content: worker }],
    ['meta', { name: 'application-name', content: brand.shortName }],
    ['meta', { name: 'apple-mobile-web-app-title', content: brand.shortName }],
    ['meta', { name: 'mobile-web-app-capable', content: 'yes' }],
    ['meta', { name: 'apple-mobile-web-app-capable', content: 'yes' }],
    ['meta', { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' }],
    ['meta', { property: 'og:type', content: 'website' }],
    ['meta', { property: 'og:site_name', content: brand.name }],
    ['meta', { property: 'og:title', content: title }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { property: 'og:url', content: canonical }],
    ['meta', { property: 'og:locale', content: OG_LOCALES[lang] }],
    ['meta', { property: 'og:image', content: picture }],
    ['meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }],
    ['meta', { name: 'twitter:title', content: title }],
    ['meta', { name: 'twitter:description', content: description }],
    ['meta', { name: 'twitter:image', content: picture }],
  ];
  const html = tags
    // A tag whose URL could not be made absolute is left out rather than written wrong.
    .filter(([, attrs]) => Object.values(attrs).every((value) => value !== undefined))
    .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, value]) => `${k}="${escapeAttr(value!)}"`).join(' ')}>`)
    .join('');
  return `<title>${escapeAttr(title)}</title>${html}${pageBrandTags(brand)}`;
}

/**
 * The page with its head: the template's `<title>` is replaced by the tags, and the template's own icon (a
 * placeholder for the dev server) goes, so the browser asks for the merchant's.
 */
export function injectPageHead(html: string, tags: string): string {
  const withoutIcon = html.replace(/<link rel="icon"[^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutIcon);
  if (title) return withoutIcon.slice(0, title.index) + tags + withoutIcon.slice(title.index + title[0].length);
  const at = withoutIcon.indexOf('</head>');
  return at < 0 ? withoutIcon : withoutIcon.slice(0, at) + tags + withoutIcon.slice(at);
}
