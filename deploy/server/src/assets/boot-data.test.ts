// Boot data in the page: the server writes the merchant's status and, when the site is open, the
// banners as inert JSON, preloads and paints the first home banner, in the browser's language; under
// maintenance the banners, the preload and the painted banner are gone and only the status is written.
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, type TestRequest, type TestResponse, tempDir } from '../test-utils/helpers.js';
import { BOOT_LANGUAGES, acceptedTags, injectBootData, languageOfTags, scriptJson, type BootData, type BootLottery } from './boot-data.js';
import { BootDataSource, menuOf, prizeModeOfLanes, type GatewayGet } from './boot-data-source.js';
import { BOOT_TEXT } from './boot-text.js';

const TOKEN = 'test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
/** The boot shell of host/src/index.html as html-webpack-plugin's minifier leaves it (the parts the server writes into). */
const INDEX = readFileSync(join(__dirname, '../../../../host/src/index.html'), 'utf8').replace(/<title>[^<]*<\/title>/, '<title>Tessera</title>');

function bootJson(html: string): BootData | undefined {
  const m = /<script type="application\/json" id="tessera-boot">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as BootData) : undefined;
}

describe('the page language', () => {
  it('is the first accepted tag that names an app language, else English', () => {
    expect(languageOfTags(acceptedTags('ja-JP,ja;q=0.9,en;q=0.8'))).toBe('ja');
    expect(languageOfTags(acceptedTags('de-DE, zh-TW;q=0.7, en;q=0.5'))).toBe('cn');
    expect(languageOfTags(acceptedTags('fil-PH'))).toBe('ty');
    expect(languageOfTags(acceptedTags('tl'))).toBe('ty');
    expect(languageOfTags(acceptedTags('en;q=0.1, th'))).toBe('th');
    expect(languageOfTags(acceptedTags('vi;q=0, id'))).toBe('id');
    expect(languageOfTags(acceptedTags('de, fr'))).toBe('en');
    expect(languageOfTags(acceptedTags(undefined))).toBe('en');
  });

  it('knows the same languages as the app, and has the start-up text in each', () => {
    const source = readFileSync(join(__dirname, '../../../../shared/src/i18n/i18n.ts'), 'utf8');
    const listed = /export const LANGUAGES = \[([^\]]*)\]/.exec(source)?.[1]?.match(/'([a-z]+)'/g)?.map((s) => s.slice(1, -1));
    expect([...BOOT_LANGUAGES].sort()).toEqual([...(listed ?? [])].sort());
    for (const lang of BOOT_LANGUAGES) {
      const t = BOOT_TEXT[lang];
      expect([t.tag, t.title, t.link, t.loading].every((s) => s.length > 0)).toBe(true);
    }
  });

  it('has the lottery pages’ titles of the lottery remote in each language', () => {
    for (const lang of BOOT_LANGUAGES) {
      const remote = JSON.parse(readFileSync(join(__dirname, `../../../../remote-lottery/src/i18n/${lang}.json`), 'utf8')) as { title: unknown };
      expect([lang, BOOT_TEXT[lang].lotteryTitles]).toEqual([lang, remote.title]);
    }
  });
});

describe('injectBootData', () => {
  const data: BootData = {
    v: 1,
    lang: 'en',
    status: { maintenance: false, regionRestriction: false, info: { whitelabel: [], register: {}, customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [] } },
    banners: [{ bannerId: 1, groupName: 'w_home', url: '/cdn/a.webp?x=1&y="2"', title: '</script><script>alert(1)</script>' }],
  };

  it('keeps the JSON inert: nothing in it can close the script element', () => {
    const html = injectBootData(INDEX, data, '/');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(scriptJson('</script><!--')).not.toMatch(/[<>]/);
    expect(bootJson(html)?.banners?.[0]?.title).toBe(data.banners![0]!.title);
    expect(html).toContain('href="/cdn/a.webp?x=1&amp;y=&quot;2&quot;"');
  });

  it('preloads and paints the first banner only on a page that shows that group', () => {
    expect(injectBootData(INDEX, data, '/')).toContain('<link rel="preload" as="image"');
    const lobby = injectBootData(INDEX, data, '/rng');
    expect(lobby).not.toContain('as="image"');
    expect(lobby).not.toContain('<img class="boot-banner__img"');
    expect(bootJson(lobby)?.banners).toHaveLength(1);
  });
});

describe('injectBootData on a lottery page', () => {
  const lottery: BootLottery = {
    menu: 'vn',
    prizeMode: 'ELOTT',
    groups: {
      EMPTY: { gameGroupCode: 'EMPTY', gameMenus: [] },
      VN: {
        gameGroupCode: 'VN',
        groupName: 'Vietnam',
        gameMenus: [
          { gameId: 1, gameCode: 'HN', gameName: '</script><img src=x onerror=alert(1)>', imageUrl: '/cdn/hn.png?a=1&b="2"', drawInterval: 60 },
          { gameId: 2, gameCode: 'S G', gameName: 'Sai Gon', imageUrl: 'javascript:alert(1)' },
        ],
      },
    },
  };
  const data: BootData = {
    v: 1,
    lang: 'en',
    status: { maintenance: false, regionRestriction: false, info: { whitelabel: [], register: {}, customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [] } },
    lottery,
  };

  it('writes the menu and paints the first group with games in the shell, everything escaped', () => {
    const html = injectBootData(INDEX, data, '/lottery');
    expect(bootJson(html)?.lottery).toEqual(lottery);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/id="boot-skeleton" data-page="lottery"/);
    const cards = [...html.matchAll(/<li class="boot-lt__card">(.*?)<\/li>/g)].map((m) => m[1]!);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('src="/cdn/hn.png?a=1&amp;b=&quot;2&quot;"');
    expect(cards[0]).toContain('<span class="boot-lt__name">&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</span><i class="boot-lt__draw"></i>');
    // An unsafe picture is never written: the card shows the game's CDN tile, as the app's does without one.
    expect(cards[1]).toContain('src="/cdn/TCG_LOTTERY/S%20G.png"');
    expect(cards[1]).not.toContain('javascript:');
    expect(cards[1]).not.toContain('boot-lt__draw');
    expect(html).not.toContain('<img class="boot-banner__img"');
    // The page's title in the page's language, as the remote words it.
    expect(html).toContain('<div class="boot-lt__head"><span class="boot-lt__title">Lottery</span></div>');
    expect(injectBootData(INDEX, { ...data, lang: 'vi' }, '/vnLottery')).toContain('<span class="boot-lt__title">Xổ số Việt Nam</span>');
    expect(injectBootData(INDEX, data, '/lott')).toContain('<span class="boot-lt__title">Lottery</span>');
  });

  it('writes the menu only on a page that shows it', () => {
    for (const path of ['/', '/rng', '/seaLottery']) {
      const html = injectBootData(INDEX, data, path);
      expect(bootJson(html)?.lottery).toBeUndefined();
      expect(html).not.toContain('<li class="boot-lt__card"');
      expect(html).not.toContain('id="boot-skeleton" data-page');
    }
    const sea = injectBootData(INDEX, { ...data, lottery: { ...lottery, menu: 'sea' } }, '/seaLottery');
    expect(bootJson(sea)?.lottery?.menu).toBe('sea');
    expect(sea).toContain('<li class="boot-lt__card"');
    expect(sea).toContain('<span class="boot-lt__title">Southeast Asia lottery</span>');
  });

  it('writes only the status when the site is closed', () => {
    const html = injectBootData(INDEX, { ...data, status: { ...data.status, maintenance: { title: 'Closed' } } }, '/lottery');
    expect(bootJson(html)).not.toHaveProperty('lottery');
    expect(html).not.toContain('<li class="boot-lt__card"');
  });
});

describe('the lottery menu for a page', () => {
  it('takes the prize mode from the vendor lanes as the lottery remote does', () => {
    const lane = (vassalage: string) => [{ title: 'ELOTT', cards: [{ vassalage }] }];
    expect(prizeModeOfLanes(lane('TCG_LOTTO_VN'))).toBe('ELOTT');
    expect(prizeModeOfLanes(lane('LOTT'))).toBe('ELOTT');
    expect(prizeModeOfLanes(lane('OTHER'))).toBe('LOTT');
    expect(prizeModeOfLanes([{ title: 'LIVE', cards: [{ vassalage: 'LOTT' }] }])).toBe('LOTT');
    expect(prizeModeOfLanes(null)).toBe('LOTT');
  });

  it('keeps only what a card shows, and no unsafe picture', () => {
    const menu = menuOf({
      VN: { gameGroupCode: 'VN', groupName: 'Vietnam', extra: 1, gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi', imageUrl: 'data:x', accountTypeName: 'TCG_LOTTO_VN' }, { gameId: '2' }] },
      NOTE: 'not a group',
    });
    expect(menu).toEqual({ VN: { gameGroupCode: 'VN', groupName: 'Vietnam', gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] } });
    expect(menuOf([])).toBeUndefined();
    expect(menuOf({ A: {} })).toBeUndefined();
    expect(menuOf(null)).toBeUndefined();
  });
});

describe('BootDataSource', () => {
  const status = { success: true, value: { maintenance: false, regionRestriction: false, location: { ip: '203.0.113.9' }, info: {} } };
  const banners = { success: true, value: { banners: [{ bannerId: 1, groupName: 'w_home', url: '/cdn/b.webp' }, { bannerId: 2, groupName: 'w_home', url: 'javascript:alert(1)' }] } };

  it('drops the visitor IP and unsafe banner URLs, and reuses an answer for its ttl only', async () => {
    let now = 0;
    let calls = 0;
    const get: GatewayGet = async (path) => {
      calls++;
      return { statusCode: 200, body: path.startsWith('/wps/system/status') ? status : banners };
    };
    const source = new BootDataSource({ get, ttlMs: 5000, waitMs: 1000, now: () => now });
    const data = await source.get('demo', 'en');
    expect(data?.status).not.toHaveProperty('location');
    expect(data?.banners?.map((b) => b.url)).toEqual(['/cdn/b.webp']);
    await source.get('demo', 'en');
    expect(calls).toBe(2);
    now = 6000;
    await source.get('demo', 'en');
    expect(calls).toBe(4);
  });

  it('never holds a page for a slow gateway: no boot data then, the late answer for the next page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const get: GatewayGet = async (path) => {
      await gate;
      return { statusCode: 200, body: path.startsWith('/wps/system/status') ? status : banners };
    };
    const source = new BootDataSource({ get, ttlMs: 60_000, waitMs: 20 });
    const started = Date.now();
    expect(await source.get('demo', 'en')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect((await source.get('demo', 'en'))?.banners).toHaveLength(1);
  });

  it('asks for a lottery page the calls its page makes first, alongside the status, and never writes them for a closed site', async () => {
    const asked: string[] = [];
    let maintenance = false;
    const get: GatewayGet = async (path, headers) => {
      asked.push(path);
      expect(headers).toMatchObject({ Merchant: 'demo', Language: 'VI' });
      if (path.startsWith('/wps/system/status')) return { statusCode: 200, body: { success: true, value: { ...status.value, maintenance } } };
      if (path.startsWith('/wps/relay/GCSGAME_newGameVendor')) return { statusCode: 200, body: { success: true, value: { data: { lanes: [{ title: 'ELOTT', cards: [{ vassalage: 'LOTT' }] }] } } } };
      if (path.startsWith('/lgw/')) return { statusCode: 200, body: { VN: { groupName: 'Vietnam', gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] } } };
      return { statusCode: 200, body: banners };
    };
    const source = new BootDataSource({ get, ttlMs: 0, waitMs: 1000 });
    expect(await source.get('demo', 'vi', '/')).not.toHaveProperty('lottery');
    expect(asked.some((p) => p.startsWith('/lgw/'))).toBe(false);
    expect((await source.get('demo', 'vi', '/vnLottery'))?.lottery).toEqual({ menu: 'vn', prizeMode: 'ELOTT', groups: { VN: { groupName: 'Vietnam', gameMenus: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] } } });
    expect(asked).toContain('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB');
    asked.length = 0;
    expect((await source.get('demo', 'vi', '/seaLottery'))?.lottery).toMatchObject({ menu: 'sea', prizeMode: 'SEA' });
    expect(asked.filter((p) => !p.startsWith('/wps/system/status') && !p.includes('Announcements'))).toEqual(['/lgw/games/game_menus?prizeMode=SEA']);
    maintenance = true;
    const closed = await source.get('demo', 'vi', '/lottery');
    expect(closed?.status.maintenance).toBe(true);
    expect(closed).not.toHaveProperty('lottery');
  });

  it('still gives the status and banners when the lottery gateway fails', async () => {
    const get: GatewayGet = async (path) =>
      path.startsWith('/lgw/') ? { statusCode: 502, body: null } : { statusCode: 200, body: path.startsWith('/wps/system/status') ? status : path.includes('Vendor') ? { success: true, value: {} } : banners };
    const data = await new BootDataSource({ get, ttlMs: 0, waitMs: 1000 }).get('demo', 'en', '/lottery');
    expect(data?.banners).toHaveLength(1);
    expect(data).not.toHaveProperty('lottery');
  });

  it('gives nothing (and throws nothing) when the gateway fails', async () => {
    const source = new BootDataSource({ get: async () => ({ statusCode: 502, body: null }), ttlMs: 0, waitMs: 1000 });
    expect(await source.get('demo', 'en')).toBeUndefined();
  });
});

describe('the page the server sends (sandbox)', () => {
  let app: FastifyInstance;
  let call: (req: TestRequest) => Promise<TestResponse>;
  const page = async (url: string, language: string) => call({ url, headers: { accept: 'text/html', 'accept-language': language } });
  const setStatus = async (status: 0 | 1 | 2) =>
    expect((await call({ method: 'PUT', url: '/sandbox/demo/system-status', headers: auth, payload: { status } })).statusCode).toBe(200);

  beforeAll(async () => {
    app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
    call = await listen(app);
    const dir = makeArtifactDir({ app: 'host', version: '3.0.0' });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'index.html'), INDEX);
    const res = await call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(dir) });
    expect(res.statusCode).toBe(201);
    const release = await call({ method: 'PUT', url: '/ops/merchants/demo/release', headers: auth, payload: { expectedRevision: 0, host: { version: '3.0.0' }, remotes: {} } });
    expect(release.statusCode).toBeLessThan(300);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('carries the status, the banners in the browser language, the preload and the painted banner', async () => {
    const res = await page('/', 'ja-JP,ja;q=0.9');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    const html = res.body;
    const data = bootJson(html);
    expect(data).toMatchObject({ v: 1, lang: 'ja', status: { maintenance: false, regionRestriction: false } });
    expect(data?.status).not.toHaveProperty('location');
    const first = data?.banners?.find((b) => b.groupName === 'w_home');
    expect(first).toBeDefined();
    const src = first!.url.replace(/&/g, '&amp;');
    expect(html).toContain(`<link rel="preload" as="image" href="${src}" fetchpriority="high">`);
    expect(html).toMatch(new RegExp(`id="boot-banner"[^>]*><img class="boot-banner__img" src="${src.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}"`));
    // The start-up error and <html lang> in the browser's language.
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain(BOOT_TEXT.ja.title);
    expect(html).not.toContain(BOOT_TEXT.en.title);
    // No inline script: the only script element is the inert JSON.
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>[^<]+<\/script>/g)).toBeNull();
  });

  it("carries a lottery page's menu and paints its first cards in the shell", async () => {
    const html = (await page('/lottery', 'en')).body;
    const lottery = bootJson(html)?.lottery;
    expect(lottery).toMatchObject({ menu: 'vn' });
    const first = Object.values(lottery!.groups).find((g) => g.gameMenus.length > 0)!.gameMenus[0]!;
    expect(html).toContain(`<span class="boot-lt__name">${first.gameName}</span>`);
    expect(html).toMatch(/id="boot-skeleton" data-page="lottery"/);
    expect(bootJson((await page('/', 'en')).body)).not.toHaveProperty('lottery');
  });

  it('writes only the status under maintenance and region block: no banners, preload, painted banner or lottery cards', async () => {
    for (const status of [1, 2] as const) {
      await setStatus(status);
      const html = (await page('/', 'en')).body;
      const data = bootJson(html);
      expect(status === 1 ? data?.status.maintenance : data?.status.regionRestriction).toBeTruthy();
      expect(data?.banners).toBeUndefined();
      expect(html).not.toContain('as="image"');
      expect(html).not.toContain('<img class="boot-banner__img"');
      const lottery = (await page('/lottery', 'en')).body;
      expect(bootJson(lottery)).not.toHaveProperty('lottery');
      expect(lottery).not.toContain('<li class="boot-lt__card"');
    }
    await setStatus(0);
    expect(bootJson((await page('/', 'en')).body)?.banners?.length).toBeGreaterThan(0);
    expect(bootJson((await page('/lottery', 'en')).body)?.lottery).toBeDefined();
  });
});
