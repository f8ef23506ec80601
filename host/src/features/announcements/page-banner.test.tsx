import { configureStore } from '@tessera/shared/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@tessera/shared/router';
import { initI18n, type Banner } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { connectionRestored } from '../../app/app-actions';
import { connectionSlice } from '../../app/connection/connection-slice';
import { announcementsActions, announcementsSlice } from './announcements-slice';
import { CAROUSEL_AFTER_MS, PageBanner } from './page-banner';

// The swiper carousel itself: a stand-in that shows when it has replaced the static banner.
jest.mock('./banner-carousel', () => ({
  __esModule: true,
  default: ({ banners, startAt, autoplay }: { banners: Banner[]; startAt: number; autoplay: boolean }) => <div data-testid="swiper-carousel">{`${banners.length} from ${startAt}${autoplay ? ', autoplay' : ''}`}</div>,
}));

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
afterEach(() => {
  jest.useRealTimers();
});

const banner = (bannerId: number, linkage: string | null = null): Banner => ({ bannerId, groupName: 'w_home', url: `/cdn/banner-${bannerId}.jpg`, linkageType: linkage ? '1' : null, linkage, title: `Banner ${bannerId}` });

/** The home banner in a store of its own, before any answer. */
function renderBanner() {
  const store = configureStore({ reducer: { announcements: announcementsSlice.reducer, connection: connectionSlice.reducer } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <PageBanner group="w_home" />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function setup(banners: Banner[]) {
  const store = renderBanner();
  expect(document.querySelector('.h-banner--placeholder')).not.toBeNull();
  act(() => {
    store.dispatch(announcementsActions.loaded({ banners } as never));
  });
  return store;
}

it('shows the first banner at once as a plain, eagerly fetched image, then the carousel as its first step, once the page is idle', async () => {
  jest.useFakeTimers();
  setup([banner(1, '/promotions'), banner(2), banner(3)]);
  const region = screen.getByTestId('banner-carousel');
  expect(region).toHaveAttribute('data-count', '3');
  const img = screen.getByRole('img', { name: 'Banner 1' });
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img.closest('a')).toHaveAttribute('href', '/promotions');
  expect(screen.queryByTestId('swiper-carousel')).toBeNull();
  act(() => {
    jest.advanceTimersByTime(CAROUSEL_AFTER_MS - 1);
  });
  expect(screen.queryByTestId('swiper-carousel')).toBeNull();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  // The chunk's import settles on real timers.
  jest.useRealTimers();
  // The swap is the first autoplay step: the carousel opens on the second banner.
  expect(await screen.findByTestId('swiper-carousel', {}, { timeout: 5000 })).toHaveTextContent('3 from 1, autoplay');
});

it('loads the carousel as soon as the visitor reaches for the banner', async () => {
  setup([banner(1), banner(2)]);
  fireEvent.pointerEnter(screen.getByTestId('banner-carousel'));
  expect(await screen.findByTestId('swiper-carousel', {}, { timeout: 5000 })).toHaveTextContent('2 from 0, autoplay');
});

it('keeps the first banner still for a player who asked for reduced motion; reaching for it loads the carousel without autoplay', async () => {
  const reduce = jest.fn((q: string) => ({ media: q, matches: q === '(prefers-reduced-motion: reduce)', addEventListener: () => undefined, removeEventListener: () => undefined }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: reduce });
  try {
    jest.useFakeTimers();
    setup([banner(1), banner(2), banner(3)]);
    act(() => {
      jest.advanceTimersByTime(CAROUSEL_AFTER_MS * 4);
    });
    expect(screen.queryByTestId('swiper-carousel')).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    jest.useRealTimers();
    fireEvent.focus(screen.getByTestId('banner-carousel'));
    expect(await screen.findByTestId('swiper-carousel', {}, { timeout: 5000 })).toHaveTextContent(/^3 from 0$/);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

it('never loads swiper for a single banner', () => {
  jest.useFakeTimers();
  setup([banner(1)]);
  act(() => {
    jest.advanceTimersByTime(CAROUSEL_AFTER_MS * 4);
  });
  fireEvent.pointerEnter(screen.getByTestId('banner-carousel'));
  expect(screen.queryByTestId('swiper-carousel')).toBeNull();
  expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
});

describe('banners when the platform cannot be reached', () => {
  it('draws a placeholder banner when the banners could not be loaded, and shows the real ones once they come', () => {
    const store = renderBanner();
    act(() => {
      store.dispatch(announcementsActions.failed({ kind: 'network', i18nKey: 'errors.network' }));
    });
    expect(screen.getByRole('img', { name: 'Featured offers will show here' })).toHaveAttribute('data-testid', 'banner-drawn');
    act(() => {
      store.dispatch(announcementsActions.loaded({ banners: [banner(1)] } as never));
    });
    expect(screen.queryByTestId('banner-drawn')).toBeNull();
    expect(screen.getByAltText('Banner 1')).toBeInTheDocument();
  });

  it('draws the placeholder in place of a banner image that does not arrive, and tries the image again once the connection is back', () => {
    const store = setup([banner(1)]);
    fireEvent.error(screen.getByAltText('Banner 1'));
    expect(screen.queryByAltText('Banner 1')).toBeNull();
    expect(screen.getByTestId('banner-drawn')).toBeInTheDocument();
    act(() => {
      store.dispatch(connectionRestored());
    });
    expect(screen.getByAltText('Banner 1')).toBeInTheDocument();
  });
});
