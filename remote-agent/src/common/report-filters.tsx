/** The filters above every paged agent report: the period presets and, where it helps, the username search. */
import { KeywordSearch, PeriodPresets } from '@tessera/shared/report';
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';
import type { PeriodQuery } from './report-query';

export function ReportFilters<Q extends PeriodQuery>({ query, onQuery, search = true, children }: { query: Q | null; onQuery(q: Q): void; search?: boolean; children?: ReactNode }) {
  const { t } = useTranslation(NS);
  if (!query) return null;
  return (
    <>
      <PeriodPresets active={query.preset} onChange={(preset, period) => onQuery({ ...query, preset, ...period, page: 1 })} />
      {search && <KeywordSearch className="ac-toolbar" label={t('team.search')} placeholder={t('team.searchPlaceholder')} onSearch={(keyword) => onQuery({ ...query, keyword, page: 1 })} />}
      {children}
    </>
  );
}
