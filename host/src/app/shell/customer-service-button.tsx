/** The customer-service button of the side bar and the status screens (docs/product.md#customer-service). */
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { loadCrypto } from '@tessera/shared';
import { selectMember } from '../../features/auth/auth-slice';
import { openCustomerService } from '../../features/customer-service/customer-service';
import { selectSettings } from '../../features/settings/settings-slice';
import { useAppSelector } from '../store';

export function CustomerServiceButton({ className = 't-btn t-btn--primary', label, children }: { className?: string; label?: string; children?: ReactNode }) {
  const { t } = useTranslation('host');
  const { customerService } = useAppSelector(selectSettings);
  const member = useAppSelector(selectMember);
  if (!customerService.length) return null;
  const warm = () => void loadCrypto().catch(() => undefined);
  return (
    <button
      type="button"
      className={className}
      data-testid="customer-service"
      aria-label={label}
      // The links are sealed: reaching for the button starts loading the decryption code.
      onPointerEnter={warm}
      onFocus={warm}
      onTouchStart={warm}
      onClick={() => void openCustomerService(customerService, member?.clubLabel?.rankLevel)}
    >
      {children ?? t('status.in_customer_service')}
    </button>
  );
}
