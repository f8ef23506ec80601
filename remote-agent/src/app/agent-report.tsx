/**
 * One paged agent report over a period (team betting, user loss): the kit's ReportPage with the agent's filters,
 * pager and look around a DataTable of `columns`. A report page gives its columns, its state and its two events.
 */
import { DataTable, ReportPage, useCurrencySymbol, type Column, type ErrorInfo, type LoadStatus } from '@tessera/shared';
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

export interface AgentReportProps<R> {
  title: string;
  testId: string;
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  query: PeriodQuery | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  data: ReportAnswer<R> | null;
  /** The reader asked for another period, search or page (and once on mount, for this week). */
  onQuery: (query: PeriodQuery) => void;
  onRetry: () => void;
  /** The label of the totals row, when the answer carries totals. */
  totalsLabel?: (total: number) => string;
}

export function AgentReport<R>({ title, testId, columns, rowKey, query, status, error, data, onQuery, onRetry, totalsLabel }: AgentReportProps<R>) {
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  useInitialQuery(onQuery);
  return (
    <ReportPage
      title={title}
      classes={REPORT_CLASSES}
      filters={<ReportFilters query={query} onQuery={onQuery} />}
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
