// What the games suites share (games.e2e.ts, games-player.e2e.ts): the lobby's tiles and their names and images,
// its game-list calls, the sandbox's hot list and the nav's vendor drop-downs.
import type { HTTPRequest, Page } from 'puppeteer-core';

export const TILE = 'main [data-testid="game-tile"]';

/** Game-list requests made by the page, as parsed query objects. */
export function watchGameLists(page: Page): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  page.on('request', (r: HTTPRequest) => {
    if (!r.url().includes('GCSGAME_gameList')) return;
    const query = Object.fromEntries(new URL(r.url()).searchParams);
    // The host's mini-game widget searches the live lists for quick rounds on its own schedule; only the lobby's calls count here.
    if (query.gameType === 'LIVE' && query.pageSize === '6' && ['Wheel', 'Sic Bo'].includes(query.gameName ?? '')) return;
    seen.push(query);
  });
  return seen;
}

export async function tileNames(page: Page): Promise<string[]> {
  // A name's number is its own line-box (GameName keeps it whole): read as one line.
  return page.$$eval(`${TILE} .gm-tile__name`, (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

export async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-cover"]') && !!document.querySelector('main [data-testid="game-tile"], main .gm-lobby .t-state:not([role="status"])'));
}

/** Every tile image has loaded as a real picture (no broken or blank tiles). */
export async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      // The ones in view: a tile's icon loads once a tenth of it is in view (game-grid.tsx), those below later.
      const inView = (r: DOMRect) => r.top < innerHeight - r.height * 0.1;
      const imgs = ([...document.querySelectorAll(sel)] as HTMLImageElement[]).filter((i) => inView(i.getBoundingClientRect()));
      return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    { timeout: 20_000 },
    selector,
  );
}

/** The sandbox's hot list, as the page would fetch it (the gateway's answer, not the page's rendering). */
export async function sandboxHot(page: Page): Promise<{ gameName: string; gameType: string; isGame?: string }[]> {
  return page.evaluate(async () => {
    const res = await fetch('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&merchantCode=demo&vassalage=&platform=html5-desktop', { headers: { Merchant: 'demo' } });
    return (await res.json()).value.list;
  });
}

/** Opens a nav category's vendor drop-down (desktop: on hover) and picks a vendor. */
export async function pickNavVendor(page: Page, category: string, vendor: string): Promise<void> {
  // The nav's categories arrive with the vendor lanes, after the page's load event.
  await page.waitForSelector(`.h-nav a[href="/${category}"]`, { visible: true });
  await page.hover(`.h-nav a[href="/${category}"]`);
  await page.waitForSelector(`[data-testid="nav-dropdown-${category}"] a[data-vendor="${vendor}"]`, { visible: true });
  await page.click(`[data-testid="nav-dropdown-${category}"] a[data-vendor="${vendor}"]`);
}
