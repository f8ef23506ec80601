/**
 * One paged agent report over a period (team betting, user loss, account details): the kit's ReportPage with the
 * agent's filters (and the page's own fields), pager and look around a DataTable of `columns`. A report page gives
 * its columns, its state and its two events.
 */
import { type ErrorInfo, type LoadStatus } from '@tessera/shared';
import { useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, ReportPage, type Column } from '@tessera/shared/report';
import type { ReactNode } from 'react';
import { useErrorText } from './error-text';
import { ReportFilters } from './report-filters';
import { pagesOf, REPORT_CLASSES, useInitialQuery, type PeriodQuery } from './report-query';

/** A page of a report's answer, as the agent's report calls return it. */
export interface ReportAnswer<R> {
  list: readonly R[];
  page: number;
  total: number;
  totals?: Partial<Record<string, number | ReactNode>>;
}

export interface AgentReportProps<R, Q extends PeriodQuery = PeriodQuery> {
  title: string;
  testId: string;
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  query: Q | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  data: ReportAnswer<R> | null;
  /** The reader asked for another period, search or page (and once on mount, for this week). */
  onQuery: (query: Q) => void;
  onRetry: () => void;
  /** The first query from the period's (a page with fields of its own sets them); default: the period's. */
  firstQuery?: (query: PeriodQuery) => Q;
  /** The page's own filter fields, after the period and the search. */
  filterFields?: ReactNode;
  /** The label of the totals row, when the answer carries totals. */
  totalsLabel?: (total: number) => string;
}

export function AgentReport<R, Q extends PeriodQuery = PeriodQuery>(props: AgentReportProps<R, Q>) {
  const { title, testId, columns, rowKey, query, status, error, data, onQuery, onRetry, totalsLabel, firstQuery } = props;
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  useInitialQuery((q) => onQuery(firstQuery ? firstQuery(q) : (q as Q)));
  return (
    <ReportPage
      title={title}
      classes={REPORT_CLASSES}
      filters={
        <ReportFilters query={query} onQuery={onQuery}>
          {props.filterFields}
        </ReportFilters>
      }
      period={query ?? undefined}
      busy={status === 'loading'}
      pager={data && query ? { page: data.page, pages: pagesOf(data.total), total: data.total, onPage: (page) => onQuery({ ...query, page }), className: 'ac-pager' } : undefined}
    >
      <DataTable
        caption={title}
        captionHidden
        className="ac-table"
        testId={testId}
        columns={columns}
        rows={data?.list}
        rowKey={rowKey}
        status={status}
        error={error}
        errorText={errorText}
        onRetry={onRetry}
        currency={currency}
        totals={data?.totals && totalsLabel ? { label: totalsLabel(data.total), values: data.totals } : undefined}
      />
    </ReportPage>
  );
}
