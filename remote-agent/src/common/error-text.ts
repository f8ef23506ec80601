/** The message of a failure: the agent remote's own text for the agent calls' codes, else the shared one. */
import type { ErrorInfo } from '@tessera/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';

export function useErrorText(): (error: ErrorInfo) => string {
  const { t } = useTranslation(NS);
  return (error) => {
    const own = error.code ? CODE_KEYS[error.code] : undefined;
    return own ? t(own) : t(error.i18nKey, { ns: 'common' });
  };
}

/** Error codes of the agent calls that have a text of their own. */
const CODE_KEYS: Record<string, ParseKeys<'agent'>> = {
  'agent.not.agent': 'codes.notAgent',
  'agent.not.downline': 'codes.notDownline',
  'agent.no.upline': 'codes.noUpline',
  'register.username.invalid': 'codes.usernameInvalid',
  'register.password.invalid': 'codes.passwordInvalid',
  'register.password.mismatch': 'codes.passwordMismatch',
  'register.username.taken': 'codes.usernameTaken',
  'contract.state': 'codes.contractState',
  'contract.not.found': 'codes.contractNotFound',
};
