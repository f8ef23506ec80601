/**
 * The routes of docs/product.md#routes as one table (docs/architecture.md#routes-table): each row names its
 * path, its page (one feature folder per page), its chrome, its banner group and its guard. Lobby and
 * lottery pages render remotes, loaded only when their route is first visited.
 */
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type GamePageProps } from '@tessera/shared';
import { Spinner } from '@tessera/shared/kit';
import { NoticeTicker } from '../features/announcements/notice-ticker';
import { WinnerBoard } from '../features/announcements/winner-board';
import { selectAuth } from '../features/auth/auth-slice';
import { HomePage } from '../features/home/home-page';
import { LOBBY_PATHS, LobbyPage } from '../features/lobby/lobby-page';
import { LOTTERY_PATHS, LotteryPage } from '../features/lottery/lottery-page';
import { CategoryList } from '../features/nav/category-links';
import { selectOverlays } from '../features/overlays/overlays-slice';
import { selectDialCodes, selectSettings } from '../features/settings/settings-slice';
import { loginRequested, registerRequested } from './app-actions';
import { lazyExport } from './lazy-export';
import { NearViewport } from './remotes/near-viewport';
import { RemoteArea } from './remotes/remote-area';
import { RouteError } from './route-error';
import { Layout, type Chrome, type RouteHandle } from './shell/layout';
import { useAppDispatch, useAppSelector } from './store';
import type hostEn from '../i18n/locales/en.json';

// Pages that load with their route: only home, the lobbies and the lottery pages are on the first load's path.
const NoticePage = lazyExport(() => import('../features/announcements/notice-page'), 'NoticePage');
const PromotionsPage = lazyExport(() => import('../features/announcements/promotions-page'), 'PromotionsPage');
const PromoDetailPage = lazyExport(() => import('../features/announcements/promotions-page'), 'PromoDetailPage');
const LoginPage = lazyExport(() => import('../features/auth/login-page'), 'LoginPage');
const DownloadPage = lazyExport(() => import('../features/download/download-page'), 'DownloadPage');
const HelpPage = lazyExport(() => import('../features/help/help-page'), 'HelpPage');
const JoinPage = lazyExport(() => import('../features/join/join-page'), 'JoinPage');
const NotFoundPage = lazyExport(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
const RegisterPage = lazyExport(() => import('../features/register/register-dialog'), 'RegisterPage');

/** Who may see a page: anyone, or only a logged-in member (a visitor gets the login popup on home). */
export type RouteGuard = 'anyone' | 'member';

export interface PageRoute {
  /** `/` is the bare root; `*` matches what nothing else does. */
  path: string;
  page: ComponentType;
  chrome: Chrome;
  guard: RouteGuard;
  /** Banner group of the page (docs/product.md#banners), if any. */
  banner?: string;
  /** The page's name in the document title, a key of the host's texts (`nav.rng`, `titles.help`). */
  title: TitleKey;
}

/** Keys of the host's texts a document title may name. */
export type TitleKey = `nav.${'home' | 'rng' | 'live' | 'fish' | 'pvp' | 'cockfight' | 'sports' | 'esports' | 'ds88' | 'lottery' | 'promotions'}` | `titles.${Exclude<keyof HostTitles, 'format'>}`;
type HostTitles = (typeof hostEn)['titles'];

/**
 * Every route its own localised document title (`Slots · Tessera`), following the language, and the member or
 * agent centre's while one is open (`Member centre · Tessera`). Set from an
 * effect: index.html's own <title> stays the one element, for the first paint and for crawlers.
 */
export function RouteTitle({ titleKey }: { titleKey: TitleKey }) {
  const { t } = useTranslation('host');
  // A centre open over the page (its own URL, `?mc=` / `?ac=`) names the tab while it is open.
  const { mcShow, acShow } = useAppSelector(selectOverlays);
  const page = mcShow ? t('account.memberCentre') : acShow ? t('account.agentCentre') : t(titleKey);
  const title = t('titles.format', { page, brand: t('brand') });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function LicenceButton() {
  const { t } = useTranslation('host');
  return (
    <a className="t-btn h-licence" href="/help#licence" data-testid="licence-button">
      {t('home.licence')}
    </a>
  );
}

/**
 * The lottery remote's popular games on home (docs/product.md#lottery), loaded when the visitor scrolls
 * near it. Its height is reserved, so the sections below do not move while the remote loads.
 */
function PopularLotterySection() {
  const { t } = useTranslation('host');
  return (
    <section className="h-home__section" aria-labelledby="home-lottery" data-testid="home-popular-lottery">
      <h2 id="home-lottery">{t('home.popularLottery')}</h2>
      <NearViewport className="h-home__lottery">
        <RemoteArea module="lottery/PopularLottery" props={{ limit: 20 }} />
      </NearViewport>
    </section>
  );
}

function Home() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  // Home doubles as the lobby page when given `?lobbyType=` (docs/product.md#routes).
  const lobbyType = new URLSearchParams(search).get('lobbyType');
  if (lobbyType) return <RemoteArea key={lobbyType} module="games/Lobby" props={{ lobbyType: lobbyType.toLowerCase() }} />;
  return (
    <HomePage
      categories={<CategoryList label={t('home.browse')} />}
      ticker={<NoticeTicker />}
      hotGames={
        <NearViewport className="h-home__hot">
          <RemoteArea module="games/HotGames" props={{ limit: 12 }} />
        </NearViewport>
      }
      winners={
        <>
          <PopularLotterySection />
          <WinnerBoard />
        </>
      }
      // The licence button shows only on the bare root (docs/product.md#banners).
      extra={pathname === '/' ? <LicenceButton /> : null}
    />
  );
}

function Register() {
  const { modules, register } = useAppSelector(selectSettings);
  const dialCodes = useAppSelector(selectDialCodes);
  return <RegisterPage rules={register} modules={modules} dialCodes={dialCodes} />;
}

function Login() {
  const { modules } = useAppSelector(selectSettings);
  const dialCodes = useAppSelector(selectDialCodes);
  return <LoginPage smsEnabled={!!modules.MOBILEVERCODELOGIN3} dialCodes={dialCodes} />;
}

function Download() {
  return <DownloadPage resources={useAppSelector(selectSettings).resources} />;
}

function Join() {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectAuth);
  return <JoinPage registered={status === 'in'} onRegister={() => dispatch(registerRequested())} />;
}

/** Lobby paths and their banner groups. */
const LOBBY_BANNERS: Record<string, string | undefined> = { rng: 'w_rng', live: 'w_live', fish: 'w_fish', pvp: 'w_pvp' };
/** Game pages of the nav (the games remote's GamePage), keyed by the path; `/game` frames a launched game. */
function GamePage() {
  const page = useLocation().pathname.slice(1) as GamePageProps['page'];
  return <RemoteArea key={page} module="games/GamePage" props={{ page }} />;
}

/** The points mall (member remote); a visitor sees its log-in prompt there (docs/product.md#points-mall). */
function PointMall() {
  return <RemoteArea module="member/PointsMall" props={{}} />;
}

const GAME_PATHS = [
  { path: 'sports', banner: 'w_sports', title: 'nav.sports' },
  { path: 'esports', banner: 'w_esports', title: 'nav.esports' },
  { path: 'ds88', banner: undefined, title: 'nav.ds88' },
  { path: 'elott', banner: 'w_lott', title: 'nav.lottery' },
] as const;
const LOBBY_TITLES = { rng: 'nav.rng', live: 'nav.live', fish: 'nav.fish', pvp: 'nav.pvp', cockfight: 'nav.cockfight' } as const;
const HEADER_ONLY_GAMES = [
  { path: '/game', title: 'titles.game' },
  { path: '/fbsports', title: 'titles.fbsports' },
  { path: '/seamless', title: 'titles.seamless' },
] as const;

export const PAGES: readonly PageRoute[] = [
  ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, page: Home, chrome: 'full', guard: 'anyone', banner: 'w_home', title: 'nav.home' }) as const),
  ...['/register', '/register.html'].map((path) => ({ path, page: Register, chrome: 'full', guard: 'anyone', banner: 'w_reg', title: 'titles.register' }) as const),
  { path: '/login', page: Login, chrome: 'full', guard: 'anyone', banner: 'w_login', title: 'titles.login' },
  { path: '/noticePage', page: NoticePage, chrome: 'full', guard: 'anyone', title: 'titles.notices' },
  { path: '/pointMall', page: PointMall, chrome: 'full', guard: 'anyone', banner: 'w_shop', title: 'titles.pointMall' },
  ...LOBBY_PATHS.map((p) => ({ path: `/${p}`, page: LobbyPage, chrome: 'full', guard: 'anyone', banner: LOBBY_BANNERS[p], title: LOBBY_TITLES[p] }) as const),
  ...GAME_PATHS.map(({ path, banner, title }) => ({ path: `/${path}`, page: GamePage, chrome: 'full', guard: 'anyone', banner, title }) as const),
  // `/fbsports` (vendor FB's sportsbook) and `/seamless` (a game by `?url=`) are header-only game pages.
  ...HEADER_ONLY_GAMES.map(({ path, title }) => ({ path, page: GamePage, chrome: 'header-only', guard: 'anyone', title }) as const),
  ...LOTTERY_PATHS.map((p) => ({ path: `/${p}`, page: LotteryPage, chrome: 'header-only', guard: 'anyone', title: 'nav.lottery' }) as const),
  { path: '/promotions', page: PromotionsPage, chrome: 'full', guard: 'anyone', banner: 'w_promotion', title: 'nav.promotions' },
  { path: '/promoDetail', page: PromoDetailPage, chrome: 'full', guard: 'anyone', title: 'titles.promoDetail' },
  { path: '/help', page: HelpPage, chrome: 'full', guard: 'anyone', banner: 'w_help', title: 'titles.help' },
  { path: '/helpmc', page: HelpPage, chrome: 'none', guard: 'anyone', title: 'titles.help' },
  { path: '/down', page: Download, chrome: 'full', guard: 'anyone', banner: 'w_down', title: 'titles.download' },
  { path: '/join', page: Join, chrome: 'full', guard: 'anyone', title: 'titles.join' },
  { path: '*', page: NotFoundPage, chrome: 'full', guard: 'anyone', title: 'titles.notFound' },
];

/** Shows its page to a logged-in member; a visitor is sent home and asked to log in. */
function MemberOnly({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectAuth);
  useEffect(() => {
    if (status === 'out') dispatch(loginRequested());
  }, [status, dispatch]);
  if (status === 'unknown') return <Spinner />;
  if (status === 'out') return <Navigate to="/" replace />;
  return children;
}

function toRoute({ path, page: Page, chrome, guard, banner, title }: PageRoute): RouteObject {
  const page = (
    <>
      <RouteTitle titleKey={title} />
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </>
  );
  const element = guard === 'member' ? <MemberOnly>{page}</MemberOnly> : page;
  const handle: RouteHandle = { chrome, banner };
  // A page that throws shows its error state inside the layout, the header staying usable.
  const errorElement = <RouteError />;
  return path === '/' ? { index: true, element, handle, errorElement } : { path: path === '*' ? path : path.slice(1), element, handle, errorElement };
}

export function buildRoutes(pages: readonly PageRoute[] = PAGES): RouteObject[] {
  return [{ element: <Layout />, errorElement: <RouteError />, children: pages.map(toRoute) }];
}
