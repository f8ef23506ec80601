import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import { bootDataRead } from '../../app/app-actions';
import type { AnnouncementsValue, Banner, ErrorInfo, LoadStatus, NoticeItem, PopupItem, PromotionItem, WinnerEntry } from '@tessera/shared';

export interface AnnouncementsState {
  status: LoadStatus;
  error: ErrorInfo | null;
  banners: Banner[];
  notices: NoticeItem[];
  popups: PopupItem[];
  promotions: PromotionItem[];
  /** Index of the notice the notice modal shows, null when closed. */
  noticeIndex: number | null;
  /** The winners board of the home page (biggest wins first). */
  winners: { status: LoadStatus; list: WinnerEntry[]; notOffered?: boolean };
}

const initialState: AnnouncementsState = { status: 'idle', error: null, banners: [], notices: [], popups: [], promotions: [], noticeIndex: null, winners: { status: 'idle', list: [] } };

export const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    requested(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded(state, action: PayloadAction<AnnouncementsValue>) {
      state.status = 'ready';
      state.banners = action.payload.banners ?? [];
      state.notices = action.payload.player ?? [];
      state.popups = action.payload.popup ?? [];
      state.promotions = action.payload.promotion ?? [];
    },
    failed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    noticeOpened(state, action: PayloadAction<number>) {
      state.noticeIndex = action.payload;
    },
    noticeClosed(state) {
      state.noticeIndex = null;
    },
    winnersLoaded(state, action: PayloadAction<WinnerEntry[]>) {
      state.winners = { status: 'ready', list: action.payload };
    },
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
