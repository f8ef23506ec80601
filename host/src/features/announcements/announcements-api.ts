/** Announcement calls (docs/gateway.md#content-calls): banners, notices, popups and promotions in one answer. */
import { api, type AnnouncementsValue, type WinnerEntry } from '@tessera/shared';

export const announcementsApi = {
  /** The web's types and execution (docs/product.md#notices). */
  list: (): Promise<AnnouncementsValue> => api.call('announcements', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }),
  winners: (): Promise<{ list: WinnerEntry[] }> => api.call('winnerBoard'),
};
