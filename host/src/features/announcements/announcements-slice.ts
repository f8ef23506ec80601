import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import { bootDataRead } from '../../app/app-actions';
import { loadCases, type AnnouncementsValue, type Banner, type LoadState, type NoticeItem, type PopupItem, type PromotionItem, type WinnerEntry } from '@tessera/shared';

/** The load state (status, error) is the announcements call's. */
export interface AnnouncementsState extends LoadState {
  banners: Banner[];
  notices: NoticeItem[];
  popups: PopupItem[];
  promotions: PromotionItem[];
  /** Index of the notice the notice modal shows, null when closed. */
  noticeIndex: number | null;
  /** The winners board of the home page (biggest wins first). */
  winners: LoadState & { list: WinnerEntry[]; notOffered?: boolean };
}

const load = loadCases((state: AnnouncementsState) => state, (state, value: AnnouncementsValue) => {
  state.banners = value.banners ?? [];
  state.notices = value.player ?? [];
  state.popups = value.popup ?? [];
  state.promotions = value.promotion ?? [];
});
const winners = loadCases((state: AnnouncementsState) => state.winners, (state, list: WinnerEntry[]) => {
  state.winners = { status: 'ready', error: null, list };
});

const initialState: AnnouncementsState = { status: 'idle', error: null, banners: [], notices: [], popups: [], promotions: [], noticeIndex: null, winners: { status: 'idle', error: null, list: [] } };

export const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    ...load.as('requested', 'loaded', 'failed'),
    noticeOpened(state, action: PayloadAction<number>) {
      state.noticeIndex = action.payload;
    },
    noticeClosed(state) {
      state.noticeIndex = null;
    },
    winnersLoaded: winners.loaded,
    /** `notOffered`: the gateway does not have the winner board on this site (404, function.not.available). */
    winnersFailed(state, action: PayloadAction<{ notOffered: boolean } | undefined>) {
      state.winners.status = 'failed';
      state.winners.notOffered = action.payload?.notOffered ?? false;
    },
  },
  extraReducers: (builder) => {
    // The page's banners until the announcements call answers (page-banner.tsx shows them while it loads).
    builder.addCase(bootDataRead, (state, action) => {
      if (action.payload.banners && state.banners.length === 0) state.banners = action.payload.banners;
    });
  },
  selectors: {
    selectAnnouncements: (s) => s,
    selectNoticeIndex: (s) => s.noticeIndex,
    selectWinners: (s) => s.winners,
  },
});

export const announcementsActions = announcementsSlice.actions;
export const { selectAnnouncements, selectNoticeIndex, selectWinners } = announcementsSlice.selectors;

/** Banners of one group (docs/product.md#banners). */
export const bannersOf = (banners: readonly Banner[], group: string): Banner[] => banners.filter((b) => b.groupName === group);
