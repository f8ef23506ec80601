/**
 * `@tessera/shared/report`: the member and agent centres' kit (CONTRIBUTING.md#add-a-report-page-with-the-kit):
 * the table, the report page, the date and period filters with their presets, the report slice and saga, the
 * centre's side menu and page state (also, without the rest, in `@tessera/shared/centre`), and a money move's receipt
 * with its table column. Its own federation singleton (shared/build/index.mjs), so a page without a
 * centre (home, the lobbies) never loads it, nor dayjs, which only its dates need.
 *
 * Its modules reach what the main entry holds (formatting, states, errors, i18n, the store helpers) through the
 * package name `@tessera/shared`, never by a relative path: a relative import would bundle a second copy of
 * those modules (and their state) beside the singleton. `shared/build/shared-facades.test.cjs` checks it.
 */
export { DataTable, TableRegion, formatCell, type Column, type ColumnKind, type DataTableProps } from '../ui/data-table';
export { DateRangeFilter, KeywordSearch, PeriodPresets, type DateRangeFilterProps } from '../ui/range-filter';
export { ReportPage, type ReportClasses, type ReportPageProps, type ReportTotal } from '../ui/report-page';
export { SideMenu, type SideMenuItem, type SideMenuProps } from '../ui/side-menu';
export { Receipt, type ReceiptLine, type ReceiptProps } from '../ui/receipt';
export { useReceiptColumn, type ReceiptRow } from '../ui/receipt-column';
export { hasReceipt, orderReference, receiptReference, RECEIPT_KINDS, type ReceiptKind } from '../format/receipt-reference';
export { createReport, type ReportState } from '../store/report';
export { centrePageCases, createCentreSlice, useCentrePage } from '../store/centre-page';
export { PERIOD_PRESETS, presetPeriod, utcOffset, localeOf, firstDayOfWeek, type Period, type PeriodPreset } from '../format/periods';
export * from '../format/date-range';
