/**
 * Everything that sits above the page: member centre and agent centre (remotes, loaded only when first
 * opened), the login, register, password, notice and help modals, the logout confirmation and the warnings.
 * The shell gives each modal the settings it needs (module switches, field rules, dialing codes). A dialog only
 * a click or a failure opens loads with its first opening (when-opened.tsx); the notice and announcement popups,
 * which a page may show as it loads, and the login and logout dialogs, which a click opens at once, come with the
 * shell.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog, type AgentPage, type MemberPage } from '@tessera/shared';
import { NoticeModal } from '../../features/announcements/notice-modal';
import { PageBanner } from '../../features/announcements/page-banner';
import { AuthDialogs } from '../../features/auth/auth-dialogs';
import { authActions } from '../../features/auth/auth-slice';
import { selectHelp } from '../../features/help/help-slice';
import { overlaysActions, selectOverlays } from '../../features/overlays/overlays-slice';
import { passwordActions, selectPassword } from '../../features/password/password-slice';
import { PopupModal } from '../../features/popups/popup-modal';
import { selectRegister } from '../../features/register/register-slice';
import { selectDialCodes, selectSettings } from '../../features/settings/settings-slice';
import { registerRequested } from '../app-actions';
import { RemoteArea } from '../remotes/remote-area';
import { selectSms } from '../sms/sms-slice';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyExport } from '../lazy-export';
import { WhenOpened } from './when-opened';

// Forms that load the first time they are opened (when-opened.tsx).
const RegisterDialog = lazyExport(() => import('../../features/register/register-dialog'), 'RegisterDialog');
const ForgotPasswordDialog = lazyExport(() => import('../../features/password/password-dialogs'), 'ForgotPasswordDialog');
const ChangePasswordDialog = lazyExport(() => import('../../features/password/password-dialogs'), 'ChangePasswordDialog');
const HelpModal = lazyExport(() => import('../../features/help/help-modal'), 'HelpModal');
const WarningDialog = lazyExport(() => import('../../features/overlays/warning-dialog'), 'WarningDialog');
// With the SMS button, in the forms' chunk: a failure to send a code comes from one of those forms.
const SmsFailureDialog = lazyExport(() => import('../sms/sms-button'), 'SmsFailureDialog');

function LoginFooter() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { modules } = useAppSelector(selectSettings);
  return (
    <p className="h-login__links">
      <button
        type="button"
        className="h-linkbtn"
        onClick={() => {
          dispatch(authActions.loginModalClosed());
          dispatch(passwordActions.forgotOpened());
        }}
        data-testid="open-forgot"
      >
        {t('forgot.link')}
      </button>
      {modules.DIRECTREG3 !== false && (
        <button
          type="button"
          className="h-linkbtn"
          onClick={() => {
            dispatch(authActions.loginModalClosed());
            dispatch(registerRequested());
          }}
        >
          {t('register.button')}
        </button>
      )}
    </p>
  );
}

export function OverlayHost() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const overlays = useAppSelector(selectOverlays);
  const { modules, register } = useAppSelector(selectSettings);
  const dialCodes = useAppSelector(selectDialCodes);
  const registerState = useAppSelector(selectRegister);
  const password = useAppSelector(selectPassword);
  // What opens each lazy dialog (its component reads the rest once loaded).
  const helpOpen = useAppSelector(selectHelp).modal.open;
  const smsFailed = !!useAppSelector(selectSms).failure;
  const closeMember = useCallback(() => dispatch(overlaysActions.memberCentreClosed()), [dispatch]);
  const closeAgent = useCallback(() => dispatch(overlaysActions.agentCentreClosed()), [dispatch]);
  // The centre reports the page it shows; the URL follows it (features/overlays/overlay-url-sync.ts).
  const memberPageShown = useCallback((page: MemberPage) => dispatch(overlaysActions.memberCentrePageShown(page)), [dispatch]);
  const agentPageShown = useCallback((page: AgentPage) => dispatch(overlaysActions.agentCentrePageShown(page)), [dispatch]);
  const memberFrame = (content: ReactNode) => (
    <Dialog title={t('account.memberCentre')} onClose={closeMember} width={600}>
      {content}
    </Dialog>
  );
  const agentFrame = (content: ReactNode) => (
    <Dialog title={t('account.agentCentre')} onClose={closeAgent} width={600}>
      {content}
    </Dialog>
  );

  return (
    <>
      {overlays.mcShow && <RemoteArea module="member/MemberCentre" props={{ page: overlays.mcPage, onClose: closeMember, onPageChange: memberPageShown }} frame={memberFrame} />}
      {overlays.acShow && <RemoteArea module="agent/AgentCentre" props={{ page: overlays.acPage, onClose: closeAgent, onPageChange: agentPageShown }} frame={agentFrame} />}
      <AuthDialogs smsEnabled={!!modules.MOBILEVERCODELOGIN3} dialCodes={dialCodes} loginFooter={<LoginFooter />} loginBanner={<PageBanner group="w_login" />} />
      <WhenOpened open={registerState.modalOpen || registerState.affiliateRefused}>
        <RegisterDialog rules={register} modules={modules} dialCodes={dialCodes} banner={<PageBanner group="w_reg" />} />
      </WhenOpened>
      <WhenOpened open={password.forgotOpen}>
        <ForgotPasswordDialog phoneEnabled={!!modules.CHNGPASSVERIF3} dialCodes={dialCodes} usernameRule={register.username} passwordRule={register.password} />
      </WhenOpened>
      <WhenOpened open={password.changeOpen}>
        <ChangePasswordDialog passwordRule={register.password} />
      </WhenOpened>
      <NoticeModal />
      <WhenOpened open={helpOpen}>
        <HelpModal />
      </WhenOpened>
      <PopupModal />
      <WhenOpened open={smsFailed}>
        <SmsFailureDialog />
      </WhenOpened>
      <WhenOpened open={!!overlays.warning}>
        <WarningDialog />
      </WhenOpened>
    </>
  );
}
