// The sandbox's game list: a page of 15 and a name search over the seeded 10,000 RNG games, as the lobby
// asks for them (same endpoint, same query), timed from the client over loopback.
import { percentile } from './browser.mjs';

const NAMES = ['DRAGON', 'GOLD', 'FORTUNE', 'LUCKY', 'STAR', 'KING', 'FRUIT', 'WILD', 'TIGER', 'MAGIC', 'A', 'ZZZ'];

async function time(url) {
  const t = performance.now();
  const res = await fetch(url, { headers: { merchant: 'demo', 'accept-encoding': 'identity' } });
  const body = await res.json();
  if (!res.ok || body.success === false) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms: performance.now() - t, total: body.value?.totalCount };
}

export async function gameListTimes(site, { samples = 300 } = {}) {
  const base = `${site}/wps/relay/GCSGAME_gameList?clientType=3&platform=W&merchant=demo&gameType=RNG&pageSize=15`;
  const { total } = await time(`${base}&pageNo=1`);
  for (let i = 0; i < 20; i += 1) await time(`${base}&pageNo=${1 + i}`); // warm-up
  const page = [];
  const search = [];
  for (let i = 0; i < samples; i += 1) {
    page.push((await time(`${base}&pageNo=${1 + ((i * 37) % Math.max(1, Math.floor((total ?? 15) / 15)))}`)).ms);
    search.push((await time(`${base}&pageNo=1&gameName=${NAMES[i % NAMES.length]}`)).ms);
  }
  return {
    games: total,
    page: { p50: percentile(page, 50), p95: percentile(page, 95) },
    search: { p50: percentile(search, 50), p95: percentile(search, 95) },
    samples,
  };
}
