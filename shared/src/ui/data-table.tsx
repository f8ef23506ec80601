/**
 * A table from a columns array (CONTRIBUTING.md#add-a-report-page-with-the-kit): a caption, headers, one row per record,
 * an optional totals row, amounts and dates written in the reader's language (shared/src/format), money with
 * the merchant's currency symbol, and the shared loading / empty / error states in place of the rows.
 * Columns marked `sortable` sort the rows on screen (a header button, `aria-sort`): it helps on the tables
 * that show a whole period at once; a paged report keeps the gateway's order.
 * Below tablet width (theme.css, `.t-cards`) each row is a card of labelled lines, so an amount or a status never
 * sits past the phone's right edge; the markup stays one table, so a screen reader and a test read it alike.
 */
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
// The main entry's modules through the package name: this file is part of `@tessera/shared/report` (report/index.ts).
import { isNotOffered } from '@tessera/shared';
import { EmptyState, ErrorState, formatAmount, formatDate, formatDateTime, formatMoney, formatMoneyChange, formatNumber, NotOfferedState, Spinner } from '@tessera/shared/kit';
import type { ErrorInfo, LoadStatus } from '@tessera/shared';

/**
 * How a cell writes its value: `money` with the currency symbol, `change` as money with its sign (+P 5.00,
 * −P 5.00), `amount` without a symbol, dates in the locale.
 */
export type ColumnKind = 'text' | 'number' | 'amount' | 'money' | 'change' | 'date' | 'datetime';

export interface Column<R> {
  /** Unique among the columns; also the key of its total in `totals`. */
  key: string;
  header: ReactNode;
  /** The header as plain text for a phone's card line; default the header when it is a string. */
  label?: string;
  kind?: ColumnKind;
  /** The raw value: sorted by, and written by `kind` unless `render` is given. */
  value?: (row: R) => string | number | null | undefined;
  /** A cell of its own (links, two lines, a status word). */
  render?: (row: R) => ReactNode;
  /** Amounts above zero green, below red. */
  signed?: boolean;
  /** The row's header cell (`<th scope="row">`), e.g. the account or the day. */
  rowHeader?: boolean;
  sortable?: boolean;
  className?: string | ((row: R) => string | undefined);
}

export interface DataTableProps<R> {
  caption: string;
  /** Keep the caption for screen readers only (a page heading already says it). */
  captionHidden?: boolean;
  columns: readonly Column<R>[];
  rows: readonly R[] | null | undefined;
  rowKey: (row: R) => string | number;
  /** Extra attributes of a row (`data-username`, a test id). */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** Where the rows stand; `failed` with `error` shows the error state, a first load the spinner. */
  status?: LoadStatus;
  error?: ErrorInfo | null;
  /** The error's words (the remote's own text for its codes); default the common text of its key. */
  errorText?: (error: ErrorInfo) => string;
  onRetry?: () => void;
  emptyMessage?: string;
  loadingLabel?: string;
  /** The merchant's currency symbol for `money` columns. */
  currency?: string;
  /** The totals row: a label over the first columns, then one value per column key (absent: blank). */
  totals?: { label: ReactNode; values: Partial<Record<string, number | ReactNode>> };
  testId?: string;
  /** The table's class (the remotes keep their own look): default `t-table`. */
  className?: string;
  /** Rows as cards below tablet width (default); `false` keeps a table that scrolls sideways (a grid of figures). */
  cards?: boolean;
}

type Sort = { key: string; dir: 'asc' | 'desc' } | null;

/** A value written as its column's kind says. */
export function formatCell(kind: ColumnKind, value: string | number | null | undefined, currency?: string): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return formatMoney(Number(value), currency);
    case 'change':
      return formatMoneyChange(Number(value), currency);
    case 'amount':
      return formatAmount(Number(value));
    case 'number':
      return formatNumber(Number(value));
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    default:
      return String(value);
  }
}

const NUMERIC: ReadonlySet<ColumnKind> = new Set(['number', 'amount', 'money', 'change']);

function cellClass<R>(col: Column<R>, row: R | null, value: unknown): string | undefined {
  const own = typeof col.className === 'function' ? (row === null ? undefined : col.className(row)) : col.className;
  const num = NUMERIC.has(col.kind ?? 'text') ? 't-num' : col.kind === 'date' || col.kind === 'datetime' ? 't-when' : undefined;
  const sign = col.signed && typeof value === 'number' && value !== 0 ? (value > 0 ? 't-up' : 't-down') : undefined;
  return [num, sign, own].filter(Boolean).join(' ') || undefined;
}

/** The label a phone's card line shows before the value. */
function labelOf<R>(col: Column<R>): string | undefined {
  return col.label ?? (typeof col.header === 'string' ? col.header : undefined);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function DataTable<R>(props: DataTableProps<R>) {
  const { caption, captionHidden, columns, rows, status = 'ready', error, errorText, onRetry, currency, testId } = props;
  const { t } = useTranslation('common');
  const [sort, setSort] = useState<Sort>(null);
  const sorted = useMemo(() => {
    const col = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (!rows || !sort || !col?.value) return rows;
    const value = col.value;
    const out = [...rows].sort((a, b) => compare(value(a), value(b)));
    return sort.dir === 'desc' ? out.reverse() : out;
  }, [rows, columns, sort]);

  if (status === 'failed' && isNotOffered(error)) return <NotOfferedState />;
  if (status === 'failed' && error) {
    return <ErrorState message={errorText ? errorText(error) : t(error.i18nKey)} hint={error.message} onRetry={onRetry} />;
  }
  if (!sorted) return <Spinner label={props.loadingLabel} />;
  if (sorted.length === 0) return <EmptyState message={props.emptyMessage} />;

  const write = (col: Column<R>, row: R) => (col.render ? col.render(row) : formatCell(col.kind ?? 'text', col.value?.(row), currency));
  return (
    <TableRegion label={caption} busy={status === 'loading'}>
      <table className={`${props.className ?? 't-table'}${props.cards === false ? '' : ' t-cards'}`} data-testid={testId}>
        <caption className={captionHidden ? 't-visually-hidden' : 't-caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => (
              <HeaderCell key={col.key} col={col} sort={sort} onSort={setSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
              {columns.map((col) => {
                const Cell = col.rowHeader ? 'th' : 'td';
                return (
                  <Cell key={col.key} scope={col.rowHeader ? 'row' : undefined} className={cellClass(col, row, col.value?.(row))} data-label={labelOf(col)}>
                    <span className="t-cell">{write(col, row)}</span>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {props.totals && <TotalsRow columns={columns} totals={props.totals} currency={currency} />}
      </table>
    </TableRegion>
  );
}

/** A labelled region that takes focus, so a keyboard can scroll a wide table sideways on a phone. */
export function TableRegion({ label, busy, className = 't-table-wrap', children }: { label: string; busy?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

function HeaderCell<R>({ col, sort, onSort }: { col: Column<R>; sort: Sort; onSort(s: Sort): void }) {
  const className = NUMERIC.has(col.kind ?? 'text') ? 't-num' : undefined;
  if (!col.sortable || !col.value) {
    return (
      <th scope="col" className={className}>
        {col.header}
      </th>
    );
  }
  const dir = sort?.key === col.key ? sort.dir : null;
  return (
    <th scope="col" className={className} aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
      <button type="button" className="t-sort" onClick={() => onSort({ key: col.key, dir: dir === 'asc' ? 'desc' : 'asc' })}>
        {col.header}
        <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ' ↕'}</span>
      </button>
    </th>
  );
}

/** The totals: the label spans the columns before the first total. */
function TotalsRow<R>({ columns, totals, currency }: { columns: readonly Column<R>[]; totals: NonNullable<DataTableProps<R>['totals']>; currency?: string }) {
  const first = Math.max(1, columns.findIndex((c) => c.key in totals.values));
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={first}>
          {totals.label}
        </th>
        {columns.slice(first).map((col) => {
          const v = totals.values[col.key];
          const text = typeof v === 'number' ? formatCell(col.kind ?? 'number', v, currency) : v;
          return (
            <td key={col.key} className={cellClass(col, null, v)} data-label={text === undefined || text === null || text === '' ? undefined : labelOf(col)}>
              <span className="t-cell">{text}</span>
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
