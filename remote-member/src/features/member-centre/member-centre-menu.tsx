import { SideMenu } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { MENU_PAGES, type BuiltPage } from './pages';

export function MemberCentreMenu({ current, onSelect }: { current: BuiltPage; onSelect(page: BuiltPage): void }) {
  const { t } = useTranslation(NS);
  const items = MENU_PAGES.map((page) => ({ key: page, label: t(`menu.${page}`) }));
  return <SideMenu label={t('menu.label')} items={items} current={current} onSelect={onSelect} />;
}
