/** Announcement popups (docs/gateway.md#content-calls): `A` for a member, `F` on a first login, `B` for a visitor. */
import { api, type AnnouncementsValue } from '@tessera/shared';

export type PopupItem = AnnouncementsValue['popup'][number];

export type PopupExecution = 'A' | 'B' | 'F';

export const popupsApi = {
  list: async (executions: readonly PopupExecution[]): Promise<PopupItem[]> => {
    const value = await api.call('announcements', { types: 'PU', platform: 'W', execution: executions.join(',') });
    return value.popup.filter((p) => executions.includes(p.execution));
  },
};
