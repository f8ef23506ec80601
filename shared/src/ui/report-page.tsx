/**
 * A report page (CONTRIBUTING.md#add-a-report-page-with-the-kit): heading, filters (period presets or a date range, and
 * the page's own), the period shown, the totals line, the table (a `DataTable`) and the pager. Each remote
 * keeps its look through `classes`; the content and its order are the same everywhere.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
// The pager through the package name: this file is part of `@tessera/shared/report`, the pager of the main entry.
import { formatDate, Pager, type PagerProps } from '@tessera/shared/kit';
import dayjs from 'dayjs';

export interface ReportClasses {
  page?: string;
  title?: string;
  /** The filters' and the results' sections. */
  card?: string;
  cardTitle?: string;
  /** The totals' line (or grid). */
  totals?: string;
}

export interface ReportTotal {
  label: ReactNode;
  /** Absent: the label alone (a count). */
  value?: ReactNode;
  /** The value's class (e.g. money in / money out colours). */
  className?: string;
}

export interface ReportPageProps {
  title: string;
  classes?: ReportClasses;
  filters?: ReactNode;
  /** The period the results cover, "from to to". */
  period?: { from: string; to: string };
  /** The totals line over the table (shown once the report has loaded). */
  totals?: readonly ReportTotal[];
  totalsTestId?: string;
  /** `line`: label and value inline, one after the other; `grid`: a labelled grid of figures (a `<dl>`). */
  totalsLayout?: 'line' | 'grid';
  /** The results are loading (again): the section says it is busy. */
  busy?: boolean;
  pager?: PagerProps;
  /** The table, or the page's own view of the results. */
  children: ReactNode;
}

export function ReportPage({ title, classes = {}, filters, period, totals, totalsTestId, totalsLayout = 'line', busy, pager, children }: ReportPageProps) {
  const { t } = useTranslation('centre');
  const headingId = useId();
  const range = period && t('report.range', { from: dayText(period.from), to: dayText(period.to) });
  return (
    <div className={classes.page ?? 't-report'}>
      <h3 className={classes.title ?? 't-report__title'}>{title}</h3>
      {filters && (
        <FoldedFilters className={classes.card} summary={range}>
          {filters}
        </FoldedFilters>
      )}
      <section className={classes.card} aria-busy={busy || undefined} aria-labelledby={period && headingId} aria-label={period ? undefined : title}>
        {period && (
          <h4 id={headingId} className={classes.cardTitle ?? 't-report__period'}>
            {range}
          </h4>
        )}
        {totals && <Totals totals={totals} layout={totalsLayout} className={classes.totals} testId={totalsTestId} />}
        {children}
        {pager && <Pager {...pager} />}
      </section>
    </div>
  );
}

/** A day of a period ("2026-11-24") as the reader's language writes dates; any other text as it is. */
function dayText(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(dayjs(day).toDate()) : day;
}

/**
 * The filters; below tablet width folded behind one "Filter" button that says the period shown (theme.css), so the
 * first record is on the first screen. A new period (the filters were applied) folds them again.
 */
function FoldedFilters({ className, summary, children }: { className?: string; summary?: string; children: ReactNode }) {
  const { t } = useTranslation('centre');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  useEffect(() => setOpen(false), [summary]);
  return (
    <section className={className ? `${className} t-filters` : 't-filters'} aria-label={t('report.filters')}>
      <button type="button" className="t-btn t-filters__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)} data-testid="report-filter-toggle">
        <strong>{t('report.filters')}</strong>
        {summary && <span className="t-filters__summary">{summary}</span>}
      </button>
      <div id={bodyId} className={open ? 't-filters__body' : 't-filters__body t-filters__body--folded'}>
        {children}
      </div>
    </section>
  );
}

function Totals({ totals, layout, className, testId }: { totals: readonly ReportTotal[]; layout: 'line' | 'grid'; className?: string; testId?: string }) {
  if (layout === 'grid') {
    return (
      <dl className={className ?? 't-totals t-totals--grid'} data-testid={testId}>
        {totals.map((x, i) => (
          <div key={i}>
            <dt>{x.label}</dt>
            <dd className={x.className}>{x.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <p className={className ?? 't-totals'} data-testid={testId}>
      {totals.map((x, i) => (
        <span key={i}>
          {x.label}
          {x.value !== undefined && (
            <>
              {' '}
              <strong className={x.className}>{x.value}</strong>
            </>
          )}
        </span>
      ))}
    </p>
  );
}
