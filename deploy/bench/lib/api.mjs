// The sandbox's game list: a page of 15 and a name search over the seeded 10,000 RNG games, with the query
// the lobby sends (remote-games/src/features/lobby/lobby-saga.ts, gameListQuery): clientType 3, the
// lobby's platform, the merchant, the game type, the selected vendor (`vassalage`), page and size, and
// `language` unless it searches by name. Timed from the client over loopback. lobby.mjs passes the query
// it caught the lobby sending, so the figure stays the lobby's own.
import { percentile } from './browser.mjs';

const NAMES = ['DRAGON', 'GOLD', 'FORTUNE', 'LUCKY', 'STAR', 'KING', 'FRUIT', 'WILD', 'TIGER', 'MAGIC', 'A', 'ZZZ'];

/** What the lobby sends for /rng?page=PG as a visitor in English (GAME_LIST_PLATFORM, PAGE_SIZE, CLIENT_TYPE). */
export const LOBBY_QUERY = {
  clientType: '3',
  platform: 'flash,html5-desktop',
  merchant: 'demo',
  gameType: 'RNG',
  vassalage: 'PG',
  pageSize: '15',
  language: 'EN',
};
/** The headers the shared API client sends with it. */
const LOBBY_HEADERS = { Merchant: 'demo', Language: 'EN', 'accept-encoding': 'identity' };

async function time(url, headers) {
  const t = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (!res.ok || body.success === false) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - t, total: body.value?.totalCount, pages: body.value?.totalPages };
}

/** The game-list URL of `query` with the page and, for a search, the name in place of `language`. */
function listUrl(site, query, pageNo, gameName) {
  const q = new URLSearchParams(query);
  q.set('pageNo', String(pageNo));
  q.delete('gameName');
  if (gameName) {
    q.delete('language');
    q.set('gameName', gameName);
  }
  return `${site}/wps/relay/GCSGAME_gameList?${q}`;
}

/**
 * p50/p95 of a page of 15 (pages spread over the vendor's list) and of a name search, `samples` each.
 * `query` and `headers` default to what the lobby sends (LOBBY_QUERY).
 */
export async function gameListTimes(site, { samples = 300, query = LOBBY_QUERY, headers = LOBBY_HEADERS } = {}) {
  const first = await time(listUrl(site, query, 1), headers);
  // The whole lane the vendor's list is drawn from (what "over 10,000 games" counts).
  const lane = new URLSearchParams(query);
  lane.delete('vassalage');
  const laneTotal = (await time(listUrl(site, lane, 1), headers)).total;
  const pages = Math.max(1, first.pages ?? 1);
  for (let i = 0; i < 20; i += 1) await time(listUrl(site, query, 1 + (i % pages)), headers); // warm-up
  const page = [];
  const search = [];
  for (let i = 0; i < samples; i += 1) {
    page.push((await time(listUrl(site, query, 1 + ((i * 37) % pages)), headers)).ms);
    search.push((await time(listUrl(site, query, 1, NAMES[i % NAMES.length]), headers)).ms);
  }
  return {
    games: laneTotal,
    vendorGames: first.total,
    query: Object.fromEntries(new URLSearchParams(query)),
    page: { p50: percentile(page, 50), p95: percentile(page, 95) },
    search: { p50: percentile(search, 50), p95: percentile(search, 95) },
    samples,
  };
}
