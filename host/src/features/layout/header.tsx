/** Header: brand, category nav, preferences, and the login form or the account box (spec §2). */
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney, isAgentType } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { authActions, selectAuth } from '../auth/auth-slice';
import { LoginForm } from '../auth/login-form';
import { selectNav, visibleCategories } from '../nav/nav-slice';
import { overlaysActions } from '../overlays/overlays-slice';
import { selectWallet } from '../wallet/wallet-slice';
import { Clock } from './clock';
import { LanguageSelect, ThemeSwitch } from './preferences';

function Nav() {
  const { t } = useTranslation('host');
  const categories = visibleCategories(useAppSelector(selectNav));
  return (
    <nav className="h-nav" aria-label={t('nav.label')}>
      <NavLink to="/" end className="h-nav__item">
        {t('nav.home')}
      </NavLink>
      {categories.map((c) => (
        <NavLink key={c.path} to={c.path} className="h-nav__item">
          {t(c.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

function Balance() {
  const { t } = useTranslation('host');
  const wallet = useAppSelector(selectWallet);
  const text = wallet.sumBalance === null ? '—' : formatMoney(wallet.sumBalance, wallet.currencySymbol);
  return (
    <span className="h-balance" data-testid="header-balance" aria-busy={wallet.refreshing || wallet.sumBalance === null}>
      <span className="h-balance__label">{t('account.balance')}</span>
      <strong title={wallet.failed ? t('account.balanceUnavailable') : undefined}>{text}</strong>
    </span>
  );
}

function AccountBox() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { member } = useAppSelector(selectAuth);
  if (!member) return null;
  return (
    <div className="h-account" data-testid="account-box">
      <span className="h-account__name" data-testid="header-account">
        {member.nickname || member.account}
      </span>
      <Balance />
      <button type="button" className="t-btn" onClick={() => dispatch(overlaysActions.memberCentreRequested('securityCenter'))} data-testid="open-member-centre">
        {t('account.memberCentre')}
      </button>
      {isAgentType(member.type) && (
        <button type="button" className="t-btn" onClick={() => dispatch(overlaysActions.agentCentreRequested(undefined))} data-testid="open-agent-centre">
          {t('account.agentCentre')}
        </button>
      )}
      <button type="button" className="t-btn" onClick={() => dispatch(authActions.logoutRequested())}>
        {t('account.logout')}
      </button>
    </div>
  );
}

export function Header() {
  const { t } = useTranslation('host');
  const { status } = useAppSelector(selectAuth);
  return (
    <header className="h-header">
      <div className="h-topbar">
        <Clock />
        <div className="h-topbar__prefs">
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      </div>
      <div className="h-mainbar">
        <Link to="/" className="h-brand">
          {t('brand')}
        </Link>
        <Nav />
        <div className="h-mainbar__end">
          {status === 'in' && <AccountBox />}
          {status === 'out' && <LoginForm variant="header" />}
        </div>
      </div>
    </header>
  );
}
