import { useInjectSaga } from '@tessera/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { useErrorText } from '../../common/error-text';
import { NS } from '../../i18n';
import { registerAccountSaga } from './register-account-saga';
import { registerSubmitted, selectRegisterAccount } from './register-account-slice';

/**
 * Register account (docs/product.md#agent-centre): a new member or agent directly under this agent. The
 * server checks the registration field rules (docs/product.md#field-rules) and answers which one failed.
 */
export default function RegisterAccount() {
  useInjectSaga('registerAccount', registerAccountSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { status, error, created } = useAppSelector(selectRegisterAccount);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [type, setType] = useState<0 | 1>(0);
  const id = useId();
  const mismatch = confirmPassword !== '' && confirmPassword !== password;

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('register.heading')}</h3>
      <form
        className="ac-form"
        aria-label={t('register.heading')}
        onSubmit={(e) => {
          e.preventDefault();
          if (!mismatch) dispatch(registerSubmitted({ username: username.trim(), password, confirmPassword, type }));
        }}
      >
        <fieldset>
          <legend className="ac-sr-only">{t('register.type')}</legend>
          <label>
            <input type="radio" name={`${id}-type`} checked={type === 0} onChange={() => setType(0)} /> {t('team.member')}
          </label>
          <label>
            <input type="radio" name={`${id}-type`} checked={type === 1} onChange={() => setType(1)} /> {t('team.agent')}
          </label>
        </fieldset>
        <label>
          {t('register.username')}
          <input className="t-input" required autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} aria-describedby={`${id}-u`} />
          <span id={`${id}-u`} className="ac-sub">
            {t('codes.usernameInvalid')}
          </span>
        </label>
        <label>
          {t('register.password')}
          <input className="t-input" required type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label>
          {t('register.confirm')}
          <input
            className="t-input"
            required
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            aria-invalid={mismatch}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </label>
        {mismatch && <p className="t-error-text">{t('codes.passwordMismatch')}</p>}
        {status === 'failed' && error && (
          <p className="t-error-text" role="alert">
            {errorText(error)}
          </p>
        )}
        {status === 'done' && created && (
          <p className="ac-success" role="status">
            {t('register.done', { username: created.username })}
          </p>
        )}
        <div>
          <button type="submit" className="t-btn t-btn--primary" disabled={status === 'sending' || mismatch}>
            {status === 'sending' ? t('register.sending') : t('register.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
