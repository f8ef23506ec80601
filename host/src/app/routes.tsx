/**
 * Routes of spec §2 that exist so far. Lobby and lottery routes render remotes; remotes load only when
 * their route is first visited. Routes of later issues (sports, promotions, help…) are added with them.
 */
import { Outlet, ScrollRestoration, useLocation, useMatches, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LobbyProps, LotteryPageProps } from '@tessera/shared';
import { HomePage, NotFoundPage } from '../features/home/home-page';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { OverlayHost } from '../features/overlays/overlay-host';
import { RemoteArea } from '../features/remotes/remote-area';
import { MaintenanceScreen, RegionBlockScreen } from '../features/settings/status-screens';
import { selectSettings } from '../features/settings/settings-slice';
import { useAppSelector } from './store';

export const LOBBY_PATHS = ['live', 'pvp', 'fish', 'rng', 'cockfight'] as const;
export const LOTTERY_PATHS = ['lottery', 'seaLottery', 'vnlottery', 'vnLottery'] as const;

interface RouteHandle {
  /** 'header-only' pages have no footer (spec §2: lottery pages). */
  chrome?: 'full' | 'header-only';
}

function LobbyRoute() {
  const lobbyType = useLocation().pathname.slice(1);
  return <RemoteArea<LobbyProps> key={lobbyType} remote="games" expose="./Lobby" props={{ lobbyType }} />;
}

function LotteryRoute() {
  const path = useLocation().pathname;
  return <RemoteArea<LotteryPageProps> remote="lottery" expose="./LotteryPage" props={{ path }} />;
}

export function Layout() {
  const { t } = useTranslation('host');
  const settings = useAppSelector(selectSettings);
  const matches = useMatches();
  const headerOnly = matches.some((m) => (m.handle as RouteHandle | undefined)?.chrome === 'header-only');
  if (settings.siteStatus === 1) return <MaintenanceScreen maintenance={settings.maintenance} />;
  if (settings.siteStatus === 2) return <RegionBlockScreen ip={settings.ip} />;
  return (
    <div className="h-root">
      <Header />
      {settings.load === 'failed' && (
        <p className="h-notice" role="status">
          {t('status.statusFailed')}
        </p>
      )}
      <main className="h-main">
        <Outlet />
      </main>
      {!headerOnly && <Footer />}
      <OverlayHost />
      <ScrollRestoration />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      ...['index', 'index.html', 'home'].map((path) => ({ path, element: <HomePage /> })),
      ...LOBBY_PATHS.map((path) => ({ path, element: <LobbyRoute /> })),
      ...LOTTERY_PATHS.map((path) => ({ path, element: <LotteryRoute />, handle: { chrome: 'header-only' } satisfies RouteHandle })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
