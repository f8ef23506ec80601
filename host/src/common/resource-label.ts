/**
 * A merchant resource's name in the reader's language: the gateway names resources in English only
 * (`labelNameEn`), so the app types the site knows are named from its own texts; any other (Telegram, Facebook:
 * brand names) keeps the merchant's label.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import type { ResourceLink } from '@tessera/shared';

const APP_TYPES = { ANDROID: 'side.apps.android', IOS: 'side.apps.ios', IOSMOBILECONFIG: 'side.apps.iosProfile' } as const;

export function useResourceLabel(): (resource: ResourceLink) => string {
  const { t } = useTranslation('host');
  return (resource) => {
    const key = APP_TYPES[resource.resourceType.toUpperCase() as keyof typeof APP_TYPES];
    return key ? t(key) : resource.labelNameEn || resource.resourceType;
  };
}
