/** /login: the login form as a page, the target of the loginedToHomePage guard (docs/product.md#guard). */
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { LoginForm } from './login-form';

export function LoginPage({ smsEnabled, dialCodes, footer }: { smsEnabled: boolean; dialCodes: readonly string[]; footer?: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <section className="h-page h-login-page" data-testid="login-page">
      <h1>{t('login.title')}</h1>
      <LoginForm variant="modal" source="page" smsEnabled={smsEnabled} dialCodes={dialCodes} footer={footer} />
    </section>
  );
}
