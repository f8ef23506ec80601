import type { WithSlice } from '@tessera/shared/toolkit';
import { createReport } from '@tessera/shared/report';
import { rootReducer } from '../../common/store';
import { fetchAnnouncements } from './announcement-api';

/** The list has no query of its own; opening the page is the query. */
export const announcement = createReport('agentAnnouncement', (_opened: number) => fetchAnnouncements());

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof announcement.slice> {}
}

const injected = announcement.slice.injectInto(rootReducer);

export const { selectReport: selectAnnouncements } = injected.selectors;
export const { queryChanged: announcementsOpened, retried: announcementsRetried } = announcement;
