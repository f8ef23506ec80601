import { utcOffset, type Period, type Preset } from './period';

/** What a paged report over a period asks for: the preset (null after a custom range), days, search, page. */
export interface PeriodQuery extends Period {
  preset: Preset | null;
  keyword: string;
  page: number;
}

export const REPORT_PAGE_SIZE = 15;

/** The gateway request of a report query. */
export const toRequest = (q: PeriodQuery) => ({ from: q.from, to: q.to, utcOffset: utcOffset(), keyword: q.keyword, page: q.page, size: REPORT_PAGE_SIZE });
