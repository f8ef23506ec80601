/**
 * The routes of docs/product.md#routes as one table (docs/architecture.md#routes-table): each row names its
 * path, its page (one feature folder per page, or a page of route-pages.tsx that joins features), its chrome, its
 * banner group and its title. Lobby and lottery pages render remotes, loaded only when their route is first visited.
 */
import { Suspense, type ComponentType } from 'react';
import { type RouteObject } from '@tessera/shared/router';
import { Spinner } from '@tessera/shared/kit';
import { LOBBY_PATHS, LobbyPage } from '../features/lobby/lobby-page';
import { LOTTERY_PATHS, LotteryPage } from '../features/lottery/lottery-page';
import { lazyExport } from './lazy-export';
import { RouteError } from './route-error';
import { Download, GamePage, Home, Join, Login, PointMall, Register } from './route-pages';
import { LOBBY_TITLES, RouteTitle, type TitleKey } from './route-title';
import { Layout, type Chrome, type RouteHandle } from './shell/layout';

// Pages that load with their route: only home, the lobbies and the lottery pages are on the first load's path.
const NoticePage = lazyExport(() => import('../features/announcements/notice-page'), 'NoticePage');
const PromotionsPage = lazyExport(() => import('../features/announcements/promotions-page'), 'PromotionsPage');
const PromoDetailPage = lazyExport(() => import('../features/announcements/promotions-page'), 'PromoDetailPage');
const HelpPage = lazyExport(() => import('../features/help/help-page'), 'HelpPage');
const NotFoundPage = lazyExport(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export interface PageRoute {
  /** `/` is the bare root; `*` matches what nothing else does. */
  path: string;
  page: ComponentType;
  chrome: Chrome;
  /** Banner group of the page (docs/product.md#banners), if any. */
  banner?: string;
  /** The page's name in the document title, a key of the host's texts (`nav.rng`, `titles.help`). */
  title: TitleKey;
}

/** Lobby paths and their banner groups. */
const LOBBY_BANNERS: Record<string, string | undefined> = { rng: 'w_rng', live: 'w_live', fish: 'w_fish', pvp: 'w_pvp' };
/** Game pages of the nav (the games remote's GamePage), keyed by the path; `/game` frames a launched game. */
const GAME_PATHS = [
  { path: 'sports', banner: 'w_sports', title: 'nav.sports' },
  { path: 'esports', banner: 'w_esports', title: 'nav.esports' },
  { path: 'ds88', banner: undefined, title: 'nav.ds88' },
  { path: 'elott', banner: 'w_lott', title: 'nav.lottery' },
] as const;
/** Each lottery page its own tab name: the VN menu's two spellings share one. */
const LOTTERY_TITLES = { lottery: 'nav.lottery', lott: 'titles.lott', seaLottery: 'titles.lotterySea', vnlottery: 'titles.lotteryVn', vnLottery: 'titles.lotteryVn' } as const;
const HEADER_ONLY_GAMES = [
  { path: '/game', title: 'titles.game' },
  { path: '/fbsports', title: 'titles.fbsports' },
  { path: '/seamless', title: 'titles.seamless' },
] as const;

export const PAGES: readonly PageRoute[] = [
  ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, page: Home, chrome: 'full', banner: 'w_home', title: 'nav.home' }) as const),
  ...['/register', '/register.html'].map((path) => ({ path, page: Register, chrome: 'full', banner: 'w_reg', title: 'titles.register' }) as const),
  { path: '/login', page: Login, chrome: 'full', banner: 'w_login', title: 'titles.login' },
  { path: '/noticePage', page: NoticePage, chrome: 'full', title: 'titles.notices' },
  { path: '/pointMall', page: PointMall, chrome: 'full', banner: 'w_shop', title: 'titles.pointMall' },
  ...LOBBY_PATHS.map((p) => ({ path: `/${p}`, page: LobbyPage, chrome: 'full', banner: LOBBY_BANNERS[p], title: LOBBY_TITLES[p] }) as const),
  ...GAME_PATHS.map(({ path, banner, title }) => ({ path: `/${path}`, page: GamePage, chrome: 'full', banner, title }) as const),
  // `/fbsports` (vendor FB's sportsbook) and `/seamless` (a game by `?url=`) are header-only game pages.
  ...HEADER_ONLY_GAMES.map(({ path, title }) => ({ path, page: GamePage, chrome: 'header-only', title }) as const),
  ...LOTTERY_PATHS.map((p) => ({ path: `/${p}`, page: LotteryPage, chrome: 'header-only', title: LOTTERY_TITLES[p] }) as const),
  { path: '/promotions', page: PromotionsPage, chrome: 'full', banner: 'w_promotion', title: 'nav.promotions' },
  { path: '/promoDetail', page: PromoDetailPage, chrome: 'full', title: 'titles.promoDetail' },
  { path: '/help', page: HelpPage, chrome: 'full', banner: 'w_help', title: 'titles.help' },
  { path: '/helpmc', page: HelpPage, chrome: 'none', title: 'titles.help' },
  { path: '/down', page: Download, chrome: 'full', banner: 'w_down', title: 'titles.download' },
  { path: '/join', page: Join, chrome: 'full', title: 'titles.join' },
  { path: '*', page: NotFoundPage, chrome: 'full', title: 'titles.notFound' },
];

function toRoute({ path, page: Page, chrome, banner, title }: PageRoute): RouteObject {
  const element = (
    <>
      <RouteTitle titleKey={title} />
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </>
  );
  const handle: RouteHandle = { chrome, banner };
  // A page that throws shows its error state inside the layout, the header staying usable.
  const errorElement = <RouteError />;
  return path === '/' ? { index: true, element, handle, errorElement } : { path: path === '*' ? path : path.slice(1), element, handle, errorElement };
}

export function buildRoutes(pages: readonly PageRoute[] = PAGES): RouteObject[] {
  return [{ element: <Layout />, errorElement: <RouteError />, children: pages.map(toRoute) }];
}
