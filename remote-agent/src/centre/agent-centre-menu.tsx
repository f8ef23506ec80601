import { type AgentPage } from '@tessera/shared';
import { SideMenu } from '@tessera/shared/centre';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../common/hooks';
import { NS } from '../i18n';
import { pageSelected } from './centre-slice';
import { flagsRetried, selectContractFlags, selectFlagsStatus } from './contract-flags/contract-flags-slice';
import { isBuiltPage, menuEntries, type BuiltPage } from './page-registry';

/** The left menu. While the flags load it shows the base pages; a failed check leaves a small notice. */
export function AgentCentreMenu({ current }: { current: BuiltPage }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const flags = useAppSelector(selectContractFlags);
  const status = useAppSelector(selectFlagsStatus);
  const items = menuEntries(flags).map((entry) => {
    const built = entry.view !== undefined;
    return { key: entry.key, label: t(entry.labelKey), disabled: !built, title: built ? undefined : t('menu.unavailable') };
  });

  return (
    <SideMenu<AgentPage>
      label={t('menu.label')}
      items={items}
      current={current}
      busy={status === 'loading'}
      onSelect={(page) => {
        if (isBuiltPage(page)) dispatch(pageSelected(page));
      }}
    >
      {status === 'failed' && (
        <p className="ac-menu__notice" role="status">
          {t('flags.failed')}{' '}
          <button type="button" className="ac-link" onClick={() => dispatch(flagsRetried())}>
            {t('flags.retry')}
          </button>
        </p>
      )}
    </SideMenu>
  );
}
