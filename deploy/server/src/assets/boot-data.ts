/**
 * Boot data: what the host's first render needs from the gateway, written into its index.html by the server so
 * the page's largest paint (home's first banner) needs the HTML and one image, not the bundle plus four round
 * trips. The host still asks the gateway itself; this only lets it start from the answer.
 *
 * In the page: `<script type="application/json" id="tessera-boot">` (inert: the CSP without inline scripts
 * holds), and for a page with a banner, `<link rel=preload as=image fetchpriority=high>` for its first banner and
 * that banner painted inside the boot shell. Under maintenance or a region block only the status is written.
 */
import type { Banner, SystemStatus } from '@tessera/shared/api-types';

/** The app's languages (shared/src/i18n LANGUAGES; boot-data.test.ts pins the two together). */
export const BOOT_LANGUAGES = ['cn', 'en', 'vi', 'ja', 'th', 'ty', 'id'] as const;
export type BootLanguage = (typeof BOOT_LANGUAGES)[number];

/**
 * The app language for a list of BCP 47 tags in order of preference (Accept-Language, navigator.languages):
 * the first tag that names one, by exact code or primary subtag; English when none does. Mirrors
 * languageOfTags() in shared/src/i18n/i18n.ts.
 */
export function languageOfTags(tags: readonly string[]): BootLanguage {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    if ((BOOT_LANGUAGES as readonly string[]).includes(tag)) return tag as BootLanguage;
    const primary = tag.split(/[-_]/)[0];
    switch (primary) {
      case 'zh':
        return 'cn';
      case 'fil':
      case 'tl':
        return 'ty';
      case 'in':
        return 'id';
      case 'en':
      case 'vi':
      case 'ja':
      case 'th':
      case 'id':
        return primary;
      default:
    }
  }
  return 'en';
}

/** The tags of an Accept-Language header, highest quality first (a missing q is 1; q=0 means "not this"). */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}

/** What the page carries (`#tessera-boot`). A contract with host/src/app/boot/boot-data.ts. */
export interface BootData {
  v: 1;
  /** The language the banners were asked for; the host uses them only when it starts in the same one. */
  lang: BootLanguage;
  /** `/wps/system/status` without `location` (the visitor's own IP is never cached or shared). */
  status: Omit<SystemStatus, 'location'>;
  /** The site's banners (types=B, platform=W), only when the site is open. */
  banners?: Banner[];
}

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

function isOpen(status: SystemStatus): boolean {
  return !status.maintenance && !status.regionRestriction;
}

/**
 * Boot data per merchant and language: asked for when a page needs it, reused for `ttlMs`, and never waited
 * on longer than `waitMs` (a slow gateway leaves the page without boot data; the answer still fills the cache).
 */
export class BootDataSource {
  private readonly cache = new Map<string, { at: number; data: BootData | undefined }>();
  private readonly pending = new Map<string, Promise<BootData | undefined>>();
  private readonly now: () => number;

  constructor(private readonly opts: BootDataSourceOptions) {
    this.now = opts.now ?? Date.now;
  }

  async get(merchant: string, lang: BootLanguage): Promise<BootData | undefined> {
    const key = `${merchant}\n${lang}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < this.opts.ttlMs) return hit.data;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.load(merchant, lang)
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

  private async load(merchant: string, lang: BootLanguage): Promise<BootData | undefined> {
    const signal = AbortSignal.timeout(this.opts.timeoutMs ?? 3000);
    const headers = { Merchant: merchant, Language: lang.toUpperCase(), ModuleId: 'COMM3', Accept: 'application/json' };
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
}

function isBanner(b: unknown): b is Banner {
  const x = b as Banner | null;
  return !!x && typeof x.groupName === 'string' && typeof x.url === 'string' && isSafeImageUrl(x.url);
}

/** Only same-site paths and http(s) URLs go into the page (an attribute and a preload must never run anything). */
export function isSafeImageUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

/**
 * The banner group each page shows under the header (host/src/app/routes.tsx, `banner` of the `full` chrome
 * rows; host/src/app/routes.test.tsx pins the two together). A page not listed shows no banner there.
 */
export const PAGE_BANNERS: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/login': 'w_login',
  '/pointMall': 'w_shop',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/promotions': 'w_promotion',
  '/help': 'w_help',
  '/down': 'w_down',
};

/** The banner group of a page path; undefined: none painted early. */
export function bannerGroupOf(pathname: string): string | undefined {
  return Object.hasOwn(PAGE_BANNERS, pathname) ? PAGE_BANNERS[pathname] : undefined;
}

function escapeAttr(s: string): string {
  return s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, and the line separators JSON allows but JS did not. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The first banner of a group, if any. */
export function firstBanner(data: BootData | undefined, group: string | undefined): Banner | undefined {
  if (!data?.banners || !group) return undefined;
  return data.banners.find((b) => b.groupName === group);
}

/**
 * Writes the boot data into a page: the JSON before `</head>`, the preload of the page's first banner at the
 * top of `<head>` (so it starts before anything else), and the banner inside the boot shell's banner box
 * (`<div … id="boot-banner">` in host/src/index.html), the same box the app's banner takes.
 */
export function injectBootData(html: string, data: BootData | undefined, pathname: string): string {
  if (!data) return html;
  let out = html;
  const banner = firstBanner(data, bannerGroupOf(pathname));
  const json = `<script type="application/json" id="tessera-boot">${scriptJson(data)}</script>`;
  const headEnd = out.indexOf('</head>');
  out = headEnd < 0 ? json + out : out.slice(0, headEnd) + json + out.slice(headEnd);
  if (!banner) return out;
  const src = escapeAttr(banner.url);
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  const head = /<head(\s[^>]*)?>/i.exec(out);
  if (head) out = out.slice(0, head.index + head[0].length) + preload + out.slice(head.index + head[0].length);
  const box = /<div[^>]*\bid="boot-banner"[^>]*>/.exec(out);
  if (box) {
    // Decorative here: the app's banner, with its text alternative, takes its place in the same box.
    const img = `<img class="boot-banner__img" src="${src}" alt="" fetchpriority="high" width="1200" height="360">`;
    out = out.slice(0, box.index + box[0].length) + img + out.slice(box.index + box[0].length);
    out = out.replace(/<div([^>]*)\bid="boot-banner"/, '<div$1id="boot-banner" data-painted="1"');
  }
  return out;
}
