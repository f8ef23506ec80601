/**
 * Where boot data comes from (boot-data.ts says what it is): the gateway's status, banners and a lottery page's menu,
 * asked for per merchant and language, cached briefly, never waited on long, and reduced to what a page may carry.
 */
import type { Banner, LotteryGame, LotteryMenu, SystemStatus } from '@tessera/shared/api-types';
import { isOpen, isSafeImageUrl, lotteryMenuOf, type BootData, type BootLanguage, type BootLottery, type LotteryMenuKind } from './boot-data.js';

/** One gateway answer: HTTP status and the parsed body. */
export interface GatewayAnswer {
  statusCode: number;
  body: unknown;
}
/** Asks the gateway (the sandbox in process, or the upstream in proxy mode) for a GET path. */
export type GatewayGet = (path: string, headers: Record<string, string>, signal: AbortSignal) => Promise<GatewayAnswer>;

export interface BootDataSourceOptions {
  get: GatewayGet;
  /** How long an answer is reused (proxy mode: briefly; the in-process sandbox: 0, asked for every page). */
  ttlMs: number;
  /** How long a page waits for an answer it has not got yet; after that it is sent without boot data. */
  waitMs: number;
  /** Longest time a gateway call may take before it is given up (it keeps filling the cache until then). */
  timeoutMs?: number;
  now?: () => number;
}

function valueOf(answer: GatewayAnswer): unknown {
  const body = answer.body as { success?: unknown; value?: unknown } | null;
  if (answer.statusCode !== 200 || !body || body.success !== true) throw new Error(`gateway answered ${answer.statusCode}`);
  return body.value;
}

/**
 * Boot data per merchant and language: asked for when a page needs it, reused for `ttlMs`, and never waited
 * on longer than `waitMs` (a slow gateway leaves the page without boot data; the answer still fills the cache).
 */
export class BootDataSource {
  private readonly cache = new Map<string, { at: number; data: unknown }>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly opts: BootDataSourceOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** The boot data of a page: the merchant's status and banners, and on a lottery page its menu (asked alongside). */
  async get(merchant: string, lang: BootLanguage, pathname = '/'): Promise<BootData | undefined> {
    const kind = lotteryMenuOf(pathname);
    const [data, lottery] = await Promise.all([
      this.cached(`${merchant}\n${lang}`, () => this.load(merchant, lang)),
      kind ? this.cached(`${merchant}\n${lang}\n${kind}`, () => this.loadLottery(merchant, lang, kind)) : undefined,
    ]);
    // The menu is never written for a closed site, whatever was cached before it closed.
    if (!data || !lottery || !isOpen(data.status)) return data;
    return { ...data, lottery };
  }

  /** One answer per key: reused for `ttlMs`, asked once at a time, and waited on for `waitMs` at most. */
  private async cached<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.cache.get(key) as { at: number; data: T | undefined } | undefined;
    if (hit && this.now() - hit.at < this.opts.ttlMs) return hit.data;
    let pending = this.pending.get(key) as Promise<T | undefined> | undefined;
    if (!pending) {
      pending = load()
        .catch(() => undefined)
        .then((data) => {
          this.cache.set(key, { at: this.now(), data });
          return data;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, this.opts.waitMs, undefined);
    });
    try {
      // A stale answer is better than none while a fresh one is on its way.
      return (await Promise.race([pending, late])) ?? hit?.data;
    } finally {
      clearTimeout(timer);
    }
  }

  private headers(merchant: string, lang: BootLanguage): Record<string, string> {
    return { Merchant: merchant, Language: lang.toUpperCase(), ModuleId: 'COMM3', Accept: 'application/json' };
  }

  private async load(merchant: string, lang: BootLanguage): Promise<BootData | undefined> {
    const signal = AbortSignal.timeout(this.opts.timeoutMs ?? 3000);
    const headers = this.headers(merchant, lang);
    const status = valueOf(await this.opts.get('/wps/system/status', headers, signal)) as SystemStatus | null;
    if (!status || typeof status !== 'object') return undefined;
    const { location: _location, ...rest } = status;
    const data: BootData = { v: 1, lang, status: rest };
    if (!isOpen(status)) return data;
    try {
      const value = valueOf(await this.opts.get('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W', headers, signal)) as { banners?: unknown } | null;
      if (Array.isArray(value?.banners)) data.banners = value.banners.filter(isBanner);
    } catch {
      // The status alone still spares the host a round trip.
    }
    return data;
  }

  /**
   * The calls the lottery remote makes before its first render (remote-lottery/src/features/menu/menu-saga.ts):
   * the vendor lanes for the prize mode (not for `/seaLottery`), then the menu of that mode.
   */
  private async loadLottery(merchant: string, lang: BootLanguage, kind: LotteryMenuKind): Promise<BootLottery | undefined> {
    const signal = AbortSignal.timeout(this.opts.timeoutMs ?? 3000);
    const headers = this.headers(merchant, lang);
    let prizeMode = SEA_PRIZE_MODE;
    let path = `/lgw/games/game_menus?prizeMode=${SEA_PRIZE_MODE}`;
    if (kind === 'vn') {
      const lanes = valueOf(await this.opts.get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', headers, signal)) as { data?: { lanes?: unknown } } | null;
      prizeMode = prizeModeOfLanes(lanes?.data?.lanes);
      path = `/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB`;
    }
    const answer = await this.opts.get(path, headers, signal);
    // The lottery gateway's answers are bare, not in the envelope.
    if (answer.statusCode !== 200) throw new Error(`gateway answered ${answer.statusCode}`);
    const groups = menuOf(answer.body);
    return groups ? { menu: kind, prizeMode, groups } : undefined;
  }
}

/** The brand's lottery type, the prize mode of `/seaLottery` (remote-lottery/src/common/prize-modes.ts BRAND_LOTTERY_TYPE). */
const SEA_PRIZE_MODE = 'SEA';
const ELOTT_MARKERS = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * ELOTT when the ELOTT lane holds card TCG_LOTTO_VN or LOTT, otherwise LOTT. Mirrors prizeModeOf() in
 * remote-lottery/src/common/prize-mode.ts.
 */
export function prizeModeOfLanes(lanes: unknown): 'ELOTT' | 'LOTT' {
  if (!Array.isArray(lanes)) return 'LOTT';
  const elott = lanes.find((lane: { title?: unknown } | null) => lane?.title === 'ELOTT') as { cards?: unknown } | undefined;
  const cards = Array.isArray(elott?.cards) ? (elott.cards as ({ vassalage?: unknown } | null)[]) : [];
  return cards.some((card) => typeof card?.vassalage === 'string' && ELOTT_MARKERS.includes(card.vassalage)) ? 'ELOTT' : 'LOTT';
}

/** At most this many groups and games per group go into a page: a menu far larger is left to the app. */
const MAX_GROUPS = 30;
const MAX_GAMES = 200;

/**
 * A menu answer reduced to what a card shows, in the gateway's order: groups with a game list, games with an id,
 * a code, a name and, when given, a safe picture URL and the draw interval. Undefined when it is not a menu.
 */
export function menuOf(body: unknown): LotteryMenu | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const groups = Object.entries(body as Record<string, unknown>).filter(
    (entry): entry is [string, { gameGroupCode?: unknown; groupName?: unknown; gameMenus: unknown[] }] =>
      !!entry[1] && typeof entry[1] === 'object' && Array.isArray((entry[1] as { gameMenus?: unknown }).gameMenus),
  );
  if (groups.length === 0 || groups.length > MAX_GROUPS) return undefined;
  const menu: LotteryMenu = {};
  for (const [code, group] of groups) {
    if (group.gameMenus.length > MAX_GAMES) return undefined;
    menu[code] = {
      ...(typeof group.gameGroupCode === 'string' ? { gameGroupCode: group.gameGroupCode } : {}),
      ...(typeof group.groupName === 'string' ? { groupName: group.groupName } : {}),
      gameMenus: group.gameMenus.flatMap((g) => {
        const game = cardOf(g);
        return game ? [game] : [];
      }),
    };
  }
  return menu;
}

function cardOf(value: unknown): LotteryGame | undefined {
  const g = value as Partial<Record<keyof LotteryGame, unknown>> | null;
  if (!g || typeof g.gameId !== 'number' || typeof g.gameCode !== 'string' || typeof g.gameName !== 'string') return undefined;
  const game: LotteryGame = { gameId: g.gameId, gameCode: g.gameCode, gameName: g.gameName };
  if (typeof g.gameGroupCode === 'string') game.gameGroupCode = g.gameGroupCode;
  if (typeof g.drawInterval === 'number') game.drawInterval = g.drawInterval;
  // A picture the page cannot show safely is left out: the card falls back to the game's CDN tile.
  if (typeof g.imageUrl === 'string' && isSafeImageUrl(g.imageUrl)) game.imageUrl = g.imageUrl;
  return game;
}

function isBanner(b: unknown): b is Banner {
  const x = b as Banner | null;
  return !!x && typeof x.groupName === 'string' && typeof x.url === 'string' && isSafeImageUrl(x.url);
}
