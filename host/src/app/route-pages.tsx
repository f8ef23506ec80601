/**
 * The pages of the routes table that join features (a feature never imports another): each hands its feature's page
 * what other features hold (settings, the session) or composes several (home). Pages of one feature are listed in
 * the table directly.
 */
import { useLocation } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type GamePageProps } from '@tessera/shared';
import { NoticeTicker } from '../features/announcements/notice-ticker';
import { WinnerBoard } from '../features/announcements/winner-board';
import { selectAuthStatus } from '../features/auth/auth-slice';
import { HomePage } from '../features/home/home-page';
import { LicenceButton, PopularLotterySection } from '../features/home/home-sections';
import { CategoryList } from '../features/nav/category-links';
import { selectDialCodes, selectSettings } from '../features/settings/settings-slice';
import { registerRequested } from './app-actions';
import { lazyExport } from './lazy-export';
import { NearViewport } from './remotes/near-viewport';
import { RemoteArea } from './remotes/remote-area';
import { useAppDispatch, useAppSelector } from './store';

const LoginPage = lazyExport(() => import('../features/auth/login-page'), 'LoginPage');
const DownloadPage = lazyExport(() => import('../features/download/download-page'), 'DownloadPage');
const JoinPage = lazyExport(() => import('../features/join/join-page'), 'JoinPage');
const RegisterPage = lazyExport(() => import('../features/register/register-dialog'), 'RegisterPage');

/** Home, or a lobby when given `?lobbyType=`. */
export function Home() {
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

export function Register() {
  const { modules, register } = useAppSelector(selectSettings);
  const dialCodes = useAppSelector(selectDialCodes);
  return <RegisterPage rules={register} modules={modules} dialCodes={dialCodes} />;
}

export function Login() {
  const { modules } = useAppSelector(selectSettings);
  const dialCodes = useAppSelector(selectDialCodes);
  return <LoginPage smsEnabled={!!modules.MOBILEVERCODELOGIN3} dialCodes={dialCodes} />;
}

export function Download() {
  return <DownloadPage resources={useAppSelector(selectSettings).resources} />;
}

export function Join() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  return <JoinPage registered={status === 'in'} onRegister={() => dispatch(registerRequested())} />;
}

/** A game page of the nav (the games remote's GamePage), by its path. */
export function GamePage() {
  const page = useLocation().pathname.slice(1) as GamePageProps['page'];
  return <RemoteArea key={page} module="games/GamePage" props={{ page }} />;
}

/** The points mall (member remote); a visitor sees its log-in prompt there (docs/product.md#points-mall). */
export function PointMall() {
  return <RemoteArea module="member/PointsMall" props={{}} />;
}
