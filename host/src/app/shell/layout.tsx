/**
 * Root layout (docs/product.md#layout): status screens, else a skip link, header, banner, main content
 * (fading on each page change), the right side bar, footer and overlays, as the route's chrome says.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from '@tessera/shared/router';
import { session } from '@tessera/shared';
import { useTranslation } from '@tessera/shared/react-i18next';
import { selectAuthStatus } from '../../features/auth/auth-slice';
import { overlaysActions } from '../../features/overlays/overlays-slice';
import { AGENT_PARAM, MEMBER_PARAM, withParam } from '../../features/overlays/overlay-url-sync';
import { selectSettings } from '../../features/settings/settings-slice';
import { MaintenanceScreen, RegionBlockScreen } from '../../features/settings/status-screens';
import { RightSideBar } from '../../features/side-bar/right-side-bar';
import { registerRequested } from '../app-actions';
import { useAppDispatch, useAppSelector } from '../store';
import { ConnectionNotice } from '../connection/connection-notice';
import { selectConnection } from '../connection/connection-slice';
import { CustomerServiceButton } from './customer-service-button';
import { Header } from './header';
import { OverlayHost } from './overlay-host';
import { SiteFooter, SiteWidgets, WidgetSideItems } from './site-widgets';
import { PageBanner } from '../../features/announcements/page-banner';
import { ScrollToHash } from './scroll-to-hash';
import { InstallHintSlot } from './install-hint-slot';

/**
 * `full`: header, banner, side bar and footer; `header-only`: the lottery and seamless game pages;
 * `none`: the page alone (`/helpmc`, docs/product.md#layout).
 */
export type Chrome = 'full' | 'header-only' | 'none';
export interface RouteHandle {
  chrome: Chrome;
  /** Banner group shown above the page (docs/product.md#banners), if any. */
  banner?: string;
}

/**
 * The scroll position belongs to the page, not to the centre over it: opening `?mc=`/`?ac=` (and Back from
 * it) keeps the page behind where it was.
 */
const scrollKey = (l: { pathname: string; search: string }) => l.pathname + withParam(withParam(l.search, MEMBER_PARAM, null), AGENT_PARAM, null);

function SideBar() {
  const dispatch = useAppDispatch();
  const { resources, modules } = useAppSelector(selectSettings);
  const status = useAppSelector(selectAuthStatus);
  // Invite shows when the referral promotion is on, or to a visitor (who is asked to register).
  const showInvite = status !== 'in' || modules.REFERRAL === true;
  return (
    <RightSideBar
      resources={resources}
      showInvite={showInvite}
      onInvite={() => dispatch(status === 'in' ? overlaysActions.memberCentreRequested('referral') : registerRequested())}
      customerService={(label: string, content: ReactNode) => (
        <CustomerServiceButton className="h-sidebar__item" label={label}>
          {content}
        </CustomerServiceButton>
      )}
      extra={<WidgetSideItems />}
    />
  );
}

/** Paths open to a visitor when the loginedToHomePage flag is on (docs/product.md#guard). */
export const OPEN_WITHOUT_LOGIN: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/down'];

/**
 * The optional guard: with the merchant's `LOGINEDTOHOMEPAGE` switch on, every other path sends a visitor
 * without a token to /login.
 */
export function mustLogIn(modules: Record<string, boolean>, pathname: string, hasToken: boolean): boolean {
  return modules.LOGINEDTOHOMEPAGE === true && !hasToken && !OPEN_WITHOUT_LOGIN.includes(pathname);
}

export function Layout() {
  const { t } = useTranslation('host');
  const settings = useAppSelector(selectSettings);
  const connection = useAppSelector(selectConnection);
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.map((m) => m.handle as RouteHandle | undefined).find((h) => h?.chrome);
  const chrome: Chrome = handle?.chrome ?? 'full';
  const service = <CustomerServiceButton />;
  if (settings.siteStatus === 1) return <MaintenanceScreen maintenance={settings.maintenance} action={service} />;
  if (settings.siteStatus === 2) return <RegionBlockScreen ip={settings.ip} action={service} />;
  if (mustLogIn(settings.modules, pathname, !!session.token())) return <Navigate to="/login" replace />;
  return (
    <div className={`h-root h-root--${chrome}`}>
      <a className="h-skip" href="#main">
        {t('a11y.skip')}
      </a>
      {chrome !== 'none' && <Header gamePage={chrome === 'header-only'} />}
      <ConnectionNotice />
      {settings.load === 'failed' && connection.status === 'online' && (
        <p className="h-notice" role="status">
          {t('status.statusFailed')}
        </p>
      )}
      {chrome === 'full' && handle?.banner && <PageBanner group={handle.banner} />}
      <main id="main" className="h-main" tabIndex={-1}>
        <div key={pathname} className="h-fade">
          <Outlet />
        </div>
      </main>
      {chrome === 'full' && <SideBar />}
      {chrome === 'full' && <SiteFooter />}
      {chrome === 'full' && <SiteWidgets />}
      {chrome === 'full' && <InstallHintSlot />}
      <OverlayHost />
      <ScrollRestoration getKey={scrollKey} />
      <ScrollToHash />
    </div>
  );
}
