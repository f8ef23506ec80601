import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';

/** The site widget shown as an overlay: opened from the side bar, closed by the overlay itself. */
export type WidgetOverlay = 'chat' | 'routes' | null;

export interface SiteWidgetsState {
  overlay: WidgetOverlay;
}

const initialState: SiteWidgetsState = { overlay: null };

export const siteWidgetsSlice = createSlice({
  name: 'siteWidgets',
  initialState,
  reducers: {
    widgetOverlayOpened(state, action: PayloadAction<Exclude<WidgetOverlay, null>>) {
      state.overlay = action.payload;
    },
    widgetOverlayClosed(state) {
      state.overlay = null;
    },
  },
  selectors: {
    selectWidgetOverlay: (s) => s.overlay,
  },
});

export const siteWidgetsActions = siteWidgetsSlice.actions;
export const { selectWidgetOverlay } = siteWidgetsSlice.selectors;
