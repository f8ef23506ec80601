/** The header's inbox entry with the unread count from the bus (`messages:unread`). */
import { useTranslation } from '@tessera/shared/react-i18next';
import { useBusValue } from '@tessera/shared';
import { Icon } from '../../app/icon';

export function UnreadButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('host');
  const count = useBusValue('messages:unread')?.count ?? 0;
  return (
    <button type="button" className="t-btn h-inbox" onClick={onOpen} data-testid="open-inbox" aria-label={t('account.inboxLabel', { count })} title={t('account.inbox')}>
      <Icon name="envelope" size={16} />
      {count > 0 && (
        <span className="h-inbox__count" aria-hidden="true" data-testid="unread-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
