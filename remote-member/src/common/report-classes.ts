import type { ReportClasses } from '@tessera/shared/report';

/** The look of the member's record pages (member-centre.css) around the shared report kit. */
export const REPORT_CLASSES: ReportClasses = { page: 'mc-page', title: 'mc-page__title', card: 'mc-card', cardTitle: 'mc-card__title', totals: 'mc-totals' };
/** The same, with the totals as a grid of figures. */
export const REPORT_GRID_CLASSES: ReportClasses = { ...REPORT_CLASSES, totals: 'mc-summary-grid' };
