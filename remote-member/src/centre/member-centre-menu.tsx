import { useBusValue, type MemberPage } from '@tessera/shared';
import { SideMenu } from '@tessera/shared/centre';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';
import { useAppSelector } from '../common/hooks';
import { selectMissionCount, selectPromotionCount } from './centre-slice';
import { MENU, type BadgeKey, type RegisteredPage } from './page-registry';

export function MemberCentreMenu({ current, onSelect }: { current: RegisteredPage; onSelect(page: MemberPage): void }) {
  const { t } = useTranslation(NS);
  const unread = useBusValue('messages:unread')?.count ?? 0;
  const promotions = useAppSelector(selectPromotionCount);
  const missions = useAppSelector(selectMissionCount);
  const counts: Record<BadgeKey, number> = { messages: unread, promotions, missions };
  const items = MENU.map((page) => {
    const badge = page.badge ? counts[page.badge] : 0;
    return { key: page.key, label: t(page.labelKey), badge, badgeLabel: t('menu.badge', { count: badge }) };
  });
  return <SideMenu<MemberPage> label={t('menu.label')} items={items} current={current} onSelect={onSelect} />;
}
