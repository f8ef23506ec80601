/** `tessera release verify`'s wait for a quiet page: the requests that drive the page, not every one Chromium starts. */
import { EventEmitter } from 'node:events';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { trackRequests } from './verify.js';

/** A page as trackRequests reads it: request events, and the main frame a navigation belongs to. */
function fakePage() {
  const events = new EventEmitter();
  const mainFrame = {};
  const page = { on: (name: string, fn: (r: HTTPRequest) => void) => events.on(name, fn), mainFrame: () => mainFrame } as unknown as Page;
  const request = (type: string, navigation = false) => {
    const r = { resourceType: () => type, isNavigationRequest: () => navigation, frame: () => mainFrame } as unknown as HTTPRequest;
    events.emit('request', r);
    return r;
  };
  return { page, request, end: (r: HTTPRequest, how = 'requestfinished') => events.emit(how, r) };
}

/** Milliseconds until `wait` resolves, on jest's fake clock (at most `limit`). */
async function elapsed(wait: Promise<void>, limit = 20_000): Promise<number> {
  let done = false;
  void wait.then(() => (done = true));
  const start = Date.now();
  while (!done && Date.now() - start < limit) await jest.advanceTimersByTimeAsync(50);
  return Date.now() - start;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is quiet after the idle time when nothing is in flight', async () => {
  const { page } = fakePage();
  expect(await elapsed(trackRequests(page)(500, 15_000))).toBe(500);
});

it('waits for a call and a lazy chunk, and counts the idle time from the last answer', async () => {
  const { page, request, end } = fakePage();
  const quiet = trackRequests(page);
  const call = request('fetch');
  const chunk = request('script');
  const wait = quiet(500, 15_000);
  setTimeout(() => end(call), 1_000);
  setTimeout(() => end(chunk, 'requestfailed'), 2_000);
  expect(await elapsed(wait)).toBe(2_500);
});

it('does not wait for pictures, sprites or beacons Chromium never reports the end of', async () => {
  const { page, request } = fakePage();
  const quiet = trackRequests(page);
  request('image');
  request('other');
  request('ping');
  expect(await elapsed(quiet(500, 15_000))).toBe(500);
});

it('forgets what the page being left had open, and a chunk served from the memory cache', async () => {
  const { page, request, end } = fakePage();
  const quiet = trackRequests(page);
  request('xhr');
  const doc = request('document', true);
  const cached = request('script');
  end(cached, 'requestservedfromcache');
  end(doc);
  expect(await elapsed(quiet(500, 15_000))).toBe(500);
});

it('gives up at its timeout when a request never ends (the checks after it still run)', async () => {
  const { page, request } = fakePage();
  const quiet = trackRequests(page);
  request('stylesheet');
  expect(await elapsed(quiet(500, 15_000))).toBe(15_000);
});
