/**
 * The site widgets of the full layout (docs/product.md#other-screens): the red envelope, the mini-game, the
 * chat room and the domain-route list, plus the footer's vendor logos. Each widget is its own chunk: the red
 * envelope and the mini-game load once the page has settled, and only while their merchant switch is on; the chat
 * room and the route list when opened from the side bar. Composed here because each lives in its own feature folder.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { selectAuthStatus } from '../../features/auth/auth-slice';
import { Footer, type FooterVendor } from '../../features/layout/footer';
import { LaunchNotice, useGameLaunch } from '../../features/nav/game-launch';
import { selectNav } from '../../features/nav/nav-slice';
import { selectSettings } from '../../features/settings/settings-slice';
import { Icon } from '../icon';
import { useAppDispatch, useAppSelector } from '../store';
import { selectWidgetOverlay, siteWidgetsActions } from './site-widgets-slice';
import { useSettled } from './use-settled';

const RedEnvelope = lazy(() => import('../../features/red-envelope/red-envelope'));
const MiniGame = lazy(() => import('../../features/mini-game/mini-game'));
const ChatRoom = lazy(() => import('../../features/chat-room/chat-room'));
const DomainRoutes = lazy(() => import('../../features/domain-routes/domain-routes'));

/** The side bar's entries of the chat room and the route list: the widget, its icon and its label key. */
const SIDE_WIDGETS = [
  { widget: 'chat', icon: 'chat', label: 'side.chat' },
  { widget: 'routes', icon: 'signal', label: 'side.routes' },
] as const;

export function WidgetSideItems() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  return (
    <>
      {SIDE_WIDGETS.map(({ widget, icon, label }) => (
        <li key={widget}>
          <button type="button" className="h-sidebar__item" onClick={() => dispatch(siteWidgetsActions.widgetOverlayOpened(widget))} aria-label={t(label)} aria-haspopup="dialog" data-testid={`side-${widget}`}>
            <Icon name={icon} size={24} />
            <span className="h-sidebar__text">{t(label)}</span>
          </button>
        </li>
      ))}
    </>
  );
}

export function SiteWidgets() {
  const status = useAppSelector(selectAuthStatus);
  const { modules } = useAppSelector(selectSettings);
  const loggedIn = status === 'in';
  // The mini-game is on unless the merchant switches MINIGAME3 off; the red envelope runs events only with
  // REDENVELOPE3 on (docs/product.md#other-screens), so without it neither its chunk nor its call is asked for.
  const miniGame = modules.MINIGAME3 !== false;
  const redEnvelope = modules.REDENVELOPE3 === true;
  const settled = useSettled();
  const dispatch = useAppDispatch();
  const overlay = useAppSelector(selectWidgetOverlay);
  const { launch, notice, dismiss } = useGameLaunch();
  const close = () => dispatch(siteWidgetsActions.widgetOverlayClosed());
  return (
    <Suspense fallback={null}>
      {settled && redEnvelope && status !== 'unknown' && <RedEnvelope loggedIn={loggedIn} />}
      {settled && miniGame && <MiniGame onLaunch={(target, title) => void launch(target, title)} />}
      {overlay === 'chat' && <ChatRoom loggedIn={loggedIn} onClose={close} />}
      {overlay === 'routes' && <DomainRoutes onClose={close} />}
      <LaunchNotice notice={notice} onClose={dismiss} />
    </Suspense>
  );
}

/** The footer with the vendors of every lane, once each (the nav's vendor call feeds both). */
export function SiteFooter() {
  const { lanes } = useAppSelector(selectNav);
  const vendors = useMemo(() => {
    const seen = new Map<string, FooterVendor>();
    for (const lane of lanes) {
      for (const c of lane.cards) if (c.smallIcon && !seen.has(c.vassalage)) seen.set(c.vassalage, { code: c.vassalage, name: c.displayName, logo: c.smallIcon });
    }
    return [...seen.values()];
  }, [lanes]);
  return <Footer vendors={vendors} />;
}
