/**
 * Everything that sits above the page: member centre and agent centre (remotes, loaded only when first
 * opened), the login, register, password, notice and help modals, the logout confirmation and the warnings.
 * The shell gives each modal the settings it needs (module switches, field rules, dialing codes). Every dialog
 * loads with its first opening (when-opened.tsx), so a page's start carries none of them; the login and logout
 * dialogs start loading as soon as the visitor's first touch has been answered, so a later click finds them here.
 */
import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { api, type AgentPage, type MemberPage } from '@tessera/shared';
import { selectNoticeIndex } from '../../features/announcements/announcements-slice';
import { PageBanner } from '../../features/announcements/page-banner';
import { warmLoginFlow } from '../../features/auth/auth-saga';
import { loadLoginForm } from '../../features/auth/login-form-loader';
import { authActions, selectFreePlayError, selectLoginModalOpen, selectLogoutConfirmOpen } from '../../features/auth/auth-slice';
import { selectTwoFactor } from '../../features/auth/two-factor-slice';
import { selectHelp } from '../../features/help/help-slice';
import { overlaysActions, selectOverlays } from '../../features/overlays/overlays-slice';
import { passwordActions, selectPassword } from '../../features/password/password-slice';
import { selectPopups } from '../../features/popups/popups-slice';
import { selectRegister } from '../../features/register/register-slice';
import { selectDialCodes, selectSettings } from '../../features/settings/settings-slice';
import { registerRequested } from '../app-actions';
import { RemoteArea } from '../remotes/remote-area';
import { selectSms } from '../sms/sms-slice';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyExport, preload } from '../lazy-export';
import { onFirstInteraction } from './first-interaction';
import { OverlayWait, WhenOpened } from './when-opened';

// The login and logout dialogs: what a click opens, warmed once the first touch is answered (first-interaction.ts)
// with the login flow's saga.
const loadAuthDialogs = () => import('../../features/auth/auth-dialogs');
const AuthDialogs = lazyExport(loadAuthDialogs, 'AuthDialogs');
// The notice and the announcement popup, with the sanitiser's component, once there is one to show.
const NoticeModal = lazyExport(() => import('../../features/announcements/notice-modal'), 'NoticeModal');
const PopupModal = lazyExport(() => import('../../features/popups/popup-modal'), 'PopupModal');
// The centres' frame (the dialog singleton, which the centre's own dialogs then share).
const Dialog = lazyExport(() => import('@tessera/shared/dialog'), 'Dialog');
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
  const loginOpen = useAppSelector(selectLoginModalOpen);
  const logoutOpen = useAppSelector(selectLogoutConfirmOpen);
  const freePlayFailed = !!useAppSelector(selectFreePlayError);
  const challenged = !!useAppSelector(selectTwoFactor).challenge;
  const noticeOpen = useAppSelector(selectNoticeIndex) !== null;
  const popupOpen = useAppSelector(selectPopups).queue.length > 0;
  // What the visitor's first touch starts loading once it is answered, for what a click may then ask: the login and
  // logout dialogs with the login form (side by side, not one after the other), the login flow and the API's whole
  // endpoint table with every answer schema.
  useEffect(
    () =>
      onFirstInteraction(() => {
        // Then, once what a click opens at once has come: on a slow line these would take its bandwidth.
        void Promise.all([preload(loadAuthDialogs), preload(loadLoginForm)]).then(() => {
          warmLoginFlow();
          api.warmUp();
        });
      }),
    [],
  );
  const closeMember = useCallback(() => dispatch(overlaysActions.memberCentreClosed()), [dispatch]);
  const closeAgent = useCallback(() => dispatch(overlaysActions.agentCentreClosed()), [dispatch]);
  // The centre reports the page it shows; the URL follows it (features/overlays/overlay-url-sync.ts).
  const memberPageShown = useCallback((page: MemberPage) => dispatch(overlaysActions.memberCentrePageShown(page)), [dispatch]);
  const agentPageShown = useCallback((page: AgentPage) => dispatch(overlaysActions.agentCentrePageShown(page)), [dispatch]);
  // The centre's remote and the frame's chunk load side by side.
  const memberFrame = (content: ReactNode) => (
    <Suspense fallback={null}>
      <Dialog title={t('account.memberCentre')} onClose={closeMember} width={600}>
        {content}
      </Dialog>
    </Suspense>
  );
  const agentFrame = (content: ReactNode) => (
    <Suspense fallback={null}>
      <Dialog title={t('account.agentCentre')} onClose={closeAgent} width={600}>
        {content}
      </Dialog>
    </Suspense>
  );

  return (
    <>
      {overlays.mcShow && <RemoteArea module="member/MemberCentre" props={{ page: overlays.mcPage, onClose: closeMember, onPageChange: memberPageShown }} frame={memberFrame} />}
      {overlays.acShow && <RemoteArea module="agent/AgentCentre" props={{ page: overlays.acPage, onClose: closeAgent, onPageChange: agentPageShown }} frame={agentFrame} />}
      <WhenOpened open={loginOpen || logoutOpen || freePlayFailed || challenged}>
        <AuthDialogs smsEnabled={!!modules.MOBILEVERCODELOGIN3} dialCodes={dialCodes} loginFooter={<LoginFooter />} loginBanner={<PageBanner group="w_login" />} loginWait={<OverlayWait />} />
      </WhenOpened>
      <WhenOpened open={registerState.modalOpen || registerState.affiliateRefused}>
        <RegisterDialog rules={register} modules={modules} dialCodes={dialCodes} banner={<PageBanner group="w_reg" />} />
      </WhenOpened>
      <WhenOpened open={password.forgotOpen}>
        <ForgotPasswordDialog phoneEnabled={!!modules.CHNGPASSVERIF3} dialCodes={dialCodes} usernameRule={register.username} passwordRule={register.password} />
      </WhenOpened>
      <WhenOpened open={password.changeOpen}>
        <ChangePasswordDialog passwordRule={register.password} />
      </WhenOpened>
      <WhenOpened open={noticeOpen} fallback={null}>
        <NoticeModal />
      </WhenOpened>
      <WhenOpened open={helpOpen}>
        <HelpModal />
      </WhenOpened>
      <WhenOpened open={popupOpen} fallback={null}>
        <PopupModal />
      </WhenOpened>
      <WhenOpened open={smsFailed}>
        <SmsFailureDialog />
      </WhenOpened>
      <WhenOpened open={!!overlays.warning}>
        <WarningDialog />
      </WhenOpened>
    </>
  );
}
