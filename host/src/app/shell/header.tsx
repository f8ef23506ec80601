/**
 * Header (docs/product.md#header-and-nav): page top (clock, language, theme), brand, category nav with
 * vendor drop-downs (a menu at phone width; a show/hide control on game pages), then the login form and
 * register button for a visitor, or the account box for a member.
 */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { isAgentType, type MemberPage } from '@tessera/shared';
import { authActions, selectAuthStatus, selectMember } from '../../features/auth/auth-slice';
import { SiteBrandLink } from './brand-link';
import { helpActions } from '../../features/help/help-slice';
import { Clock } from '../../features/layout/clock';
import { LanguageSelect, ThemeSwitch } from '../../features/layout/preferences';
import { UnreadButton } from '../../features/messages/unread-button';
import { CategoryNav } from '../../features/nav/category-links';
import { overlaysActions } from '../../features/overlays/overlays-slice';
import { passwordActions } from '../../features/password/password-slice';
import { selectSettings } from '../../features/settings/settings-slice';
import { Balance } from '../../features/wallet/balance';
import { Icon } from '../icon';
import { useAppDispatch, useAppSelector } from '../store';
import { usePrefetchRemote } from './prefetch';
import { isWideHeader } from './wide-header';

/**
 * Just logged in: the form the focus was in is gone, so focus would fall to the page body. It goes to the account
 * button, or on a phone (where that button waits in the menu) to the balance, so a keyboard or a screen reader
 * carries on from the new account box. A dialog or a field that took focus meanwhile keeps it.
 */
function useFocusOnArrival(arrived: boolean, box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!arrived) return;
    const frame = requestAnimationFrame(() => {
      const now = document.activeElement;
      if (now && now !== document.body) return;
      const account = box.current?.querySelector<HTMLElement>('[data-testid="header-account"]');
      const target = account && account.getClientRects().length > 0 ? account : box.current?.querySelector<HTMLElement>('[data-testid="header-balance"]');
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [arrived, box]);
}

function AccountBox({ arrived }: { arrived: boolean }) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const box = useRef<HTMLDivElement>(null);
  useFocusOnArrival(arrived && !!member, box);
  if (!member) return null;
  const open = (page: MemberPage) => () => dispatch(overlaysActions.memberCentreRequested(page));
  return (
    <div className="h-account" data-testid="account-box" ref={box}>
      <button type="button" className="h-account__name" onClick={open('securityCenter')} data-testid="header-account" title={t('account.profile')}>
        <Icon name="user" size={16} /> {member.nickname || member.account}
      </button>
      <Balance />
      <button type="button" className="t-btn t-btn--primary" onClick={open('depositv2')} data-testid="open-deposit">
        {t('account.deposit')}
      </button>
      <button type="button" className="t-btn" onClick={open('withdraw')} data-testid="open-withdraw">
        {t('account.withdraw')}
      </button>
      <UnreadButton onOpen={open('messageV2')} />
      <button type="button" className="t-btn" onClick={open('securityCenter')} data-testid="open-member-centre">
        {t('account.memberCentre')}
      </button>
      {isAgentType(member.type) && (
        <button type="button" className="t-btn" onClick={() => dispatch(overlaysActions.agentCentreRequested(undefined))} data-testid="open-agent-centre">
          {t('account.agentCentre')}
        </button>
      )}
      <button type="button" className="t-btn" onClick={() => dispatch(authActions.logoutRequested())} data-testid="logout">
        {t('account.logout')}
      </button>
    </div>
  );
}

/**
 * The visitor's login box is its own chunk, loaded as the header first shows it, not on the page's critical
 * path; its form library, dial-code picker and SMS button wait until the visitor reaches for the form
 * (./header-login.tsx), which a phone does not load at all (./visitor-box.tsx). Meanwhile its slot keeps the box's
 * room (host.css), so nothing moves when it arrives.
 */
const VisitorBox = lazy(() => {
  // Where the box shows the bar's login form, both chunks load at once rather than one after the other.
  if (isWideHeader()) void import(/* webpackChunkName: "header-login" */ './header-login');
  return import('./visitor-box');
});
const VISITOR_SLOT = <span className="h-visitor-slot" aria-hidden="true" />;

export function Header({ gamePage = false }: { gamePage?: boolean }) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const settingsLoad = useAppSelector(selectSettings).load;
  const prefetch = usePrefetchRemote();
  const [menuOpen, setMenuOpen] = useState(false);
  const [navHidden, setNavHidden] = useState(false);
  // A visitor who logs in on this page (not a session restored as the page opened) gets focus moved for them.
  const wasOut = useRef(false);
  if (status === 'out') wasOut.current = true;
  return (
    // At phone width the bar holds the brand, the balance (or Log in / Register) and the menu; the top bar's
    // preferences and the rest of the account box show in the open menu (host.css).
    <header className={`h-header${menuOpen ? ' is-menu-open' : ''}`}>
      <div className="h-topbar">
        <Clock />
        <div className="h-topbar__prefs">
          {status === 'in' && (
            <button type="button" className="h-linkbtn" onClick={() => dispatch(passwordActions.changeOpened())} data-testid="open-change-password">
              {t('account.changePassword')}
            </button>
          )}
          <button type="button" className="h-linkbtn" onClick={() => dispatch(helpActions.helpModalOpened(null))} data-testid="open-help">
            {t('help.button')}
          </button>
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      </div>
      <div className={`h-mainbar${menuOpen ? ' is-menu-open' : ''}`}>
        <SiteBrandLink />
        <button
          type="button"
          className="h-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen(!menuOpen)}
          data-testid="menu-toggle"
        >
          <Icon name="menu" size={22} />
        </button>
        {gamePage && (
          <button type="button" className="t-btn h-nav-visibility" aria-pressed={navHidden} onClick={() => setNavHidden(!navHidden)} data-testid="nav-visibility">
            {navHidden ? t('nav.show') : t('nav.hide')}
          </button>
        )}
        <div id="site-nav" className="h-mainbar__nav" hidden={navHidden}>
          <CategoryNav onNavigate={() => setMenuOpen(false)} onIntent={prefetch} />
        </div>
        {/* Until the session and the merchant's switches are known the box keeps the visitor box's room, so
            the page below does not move when it fills (host.css). */}
        <div className={`h-mainbar__end${status === 'unknown' || (status === 'out' && settingsLoad === 'loading') ? ' is-pending' : ''}`}>
          {status === 'in' && <AccountBox arrived={wasOut.current} />}
          {status === 'out' && (
            <Suspense fallback={VISITOR_SLOT}>
              <VisitorBox />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
