/** What the agent's paged reports ask the gateway for, and the query a report starts with. */
import { firstDayOfWeek, localeOf, presetPeriod, utcOffset, type Period, type PeriodPreset } from '@tessera/shared/report';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';

/** What a paged report over a period asks for: the preset (null after a custom range), days, search, page. */
export interface PeriodQuery extends Period {
  preset: PeriodPreset | null;
  keyword: string;
  page: number;
}

export const REPORT_PAGE_SIZE = 15;

/** The gateway request of a report query. */
export const toRequest = (q: PeriodQuery) => ({ from: q.from, to: q.to, utcOffset: utcOffset(), keyword: q.keyword, page: q.page, size: REPORT_PAGE_SIZE });

/** The query a report starts with: this week (or `preset`), first page, no search. */
export function useInitialQuery(onQuery: (q: PeriodQuery) => void, preset: PeriodPreset = 'thisWeek'): void {
  const { i18n } = useTranslation(NS);
  // Once per mount: from then on the reader's choices drive the query (an effect event reads the latest props).
  const start = useEffectEvent(() => onQuery({ preset, ...presetPeriod(preset, firstDayOfWeek(localeOf(i18n.language))), keyword: '', page: 1 }));
  useEffect(() => {
    start();
  }, []);
}

/** Pages of a report's answer. */
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));

/** The look of the agent's report pages (agent-centre.css). */
export const REPORT_CLASSES = { page: 'ac-page', title: 'ac-page__title', cardTitle: 'ac-period' } as const;

/** A report's day (`YYYY-MM-DD`, a calendar day where the gateway is) as local midnight, for the kit's date cells. */
export function localDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTime();
}
