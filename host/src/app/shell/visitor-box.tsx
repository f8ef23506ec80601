/** The visitor's box in the header: the login form, forgot password, register and free play (docs/product.md#header-and-nav). */
import { useTranslation } from '@tessera/shared/react-i18next';
import { authActions } from '../../features/auth/auth-slice';
import { passwordActions } from '../../features/password/password-slice';
import { selectDialCodes, selectModules } from '../../features/settings/settings-slice';
import { loginRequested, registerRequested } from '../app-actions';
import { lazyExport } from '../lazy-export';
import { useAppDispatch, useAppSelector } from '../store';
import { useWideHeader } from './wide-header';

/**
 * The bar's own form exists only where it shows (wide-header.ts): a phone, which logs in through the sheet, does
 * not download it. Loading, it suspends the whole box (the header's slot keeps the room), so nothing shifts.
 */
const HeaderLogin = lazyExport(() => import(/* webpackChunkName: "header-login" */ './header-login'), 'HeaderLogin');

export default function VisitorBox() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const modules = useAppSelector(selectModules);
  const dialCodes = useAppSelector(selectDialCodes);
  const wide = useWideHeader();
  return (
    <div className="h-visitor">
      {wide && <HeaderLogin smsEnabled={!!modules.MOBILEVERCODELOGIN3} dialCodes={dialCodes} />}
      {/* Phone width: the form does not fit the bar; this opens it in a sheet (host.css shows one or the other). */}
      <button type="button" className="t-btn t-btn--primary h-visitor__login" onClick={() => dispatch(loginRequested())} data-testid="header-login-open">
        {t('login.title')}
      </button>
      <button type="button" className="h-linkbtn h-forgot" onClick={() => dispatch(passwordActions.forgotOpened())} data-testid="header-forgot">
        {t('forgot.short')}
      </button>
      {modules.DIRECTREG3 && (
        <button type="button" className="t-btn t-btn--accent" onClick={() => dispatch(registerRequested())} data-testid="header-register">
          {t('register.button')}
        </button>
      )}
      {modules.FREEPLAY3 && (
        <button type="button" className="t-btn" onClick={() => dispatch(authActions.freePlayRequested())} data-testid="header-free-play">
          {t('freePlay.button')}
        </button>
      )}
    </div>
  );
}
