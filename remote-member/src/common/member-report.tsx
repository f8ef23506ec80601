/**
 * A member record page (bonus details, account records, betting records): the kit's ReportPage in the member's
 * look around a DataTable of one page of records, with the pager, the loading / failed states and a retry.
 * A page gives its texts, filters, totals, columns, its load state and page, and its two events.
 */
import { type LoadState } from '@tessera/shared';
import { useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, ReportPage, type Column, type DataTableProps, type ReportPageProps } from '@tessera/shared/report';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';
import { errorText } from './error-text';
import { REPORT_CLASSES } from './report-classes';

/** One page of records, as the member's record calls answer. */
interface RecordPage<R> {
  list: R[];
  pageNo: number;
  totalPages: number;
}

export interface MemberReportProps<R, P extends RecordPage<R>> extends Omit<ReportPageProps, 'busy' | 'pager' | 'children' | 'totals'> {
  /** The stem of the test ids: the pager's, and `<stem>-table`. */
  testId: string;
  /** The table's caption (for screen readers); default the title. */
  caption?: string;
  load: LoadState;
  page: P | null;
  /** The totals of a loaded page. */
  totals?(page: P): ReportPageProps['totals'];
  columns: Column<R>[];
  rowProps?: DataTableProps<R>['rowProps'];
  loadingLabel: string;
  emptyMessage: string;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function MemberReport<R extends { id: string | number }, P extends RecordPage<R>>(props: MemberReportProps<R, P>) {
  const { testId, caption, load, page, totals, columns, rowProps, loadingLabel, emptyMessage, onPage, onRetry, classes = REPORT_CLASSES, ...report } = props;
  const { t } = useTranslation(NS);
  const currency = useCurrencySymbol();
  const loaded = page && load.status !== 'failed' ? page : null;
  return (
    <ReportPage
      {...report}
      classes={classes}
      totals={loaded && totals ? totals(loaded) : undefined}
      busy={load.status === 'loading'}
      pager={loaded ? { page: loaded.pageNo, pages: loaded.totalPages, onPage, testId, className: 'mc-pager' } : undefined}
    >
      <DataTable
        caption={caption ?? report.title}
        captionHidden
        className="mc-table"
        testId={`${testId}-table`}
        columns={columns}
        rows={page?.list}
        rowKey={(r) => r.id}
        rowProps={rowProps}
        status={load.status}
        error={load.error}
        errorText={(e) => errorText(t, e)}
        onRetry={onRetry}
        loadingLabel={loadingLabel}
        emptyMessage={emptyMessage}
        currency={currency}
      />
    </ReportPage>
  );
}
