/**
 * The service worker's decisions that need no browser (sw.ts applies them; worker-rules.test.ts checks them):
 * which requests it may answer from a cache, which cached files the current release set no longer names, and the
 * offline page in the player's language. No imports: the worker's bundle carries this file alone.
 */

/** Paths never answered from a cache: the gateway, the platform's own calls, ops and the sandbox controls. */
const NEVER_CACHED = /^\/(?:wps|lgw|lotto|platform|ops|sandbox)(?:\/|$)/;
/** The release set, the one platform call the worker keeps a copy of (network first). */
const RELEASE_SET = /^\/platform\/release\/[^/]+\.json$/;
/** Published files: a version's path never changes content (the registry refuses it). Not a host's page. */
const VERSIONED = /^\/(?:host\/([^/]+)|remotes\/([a-z]+)\/([^/]+))\/(?!index\.html$).+/;

export type Treatment = 'page' | 'release-set' | 'immutable' | 'picture' | 'brand' | 'network';

/** How the worker treats a same-origin request. */
export function treatmentOf(pathname: string, mode: string): Treatment {
  if (RELEASE_SET.test(pathname)) return 'release-set';
  if (NEVER_CACHED.test(pathname)) return 'network';
  if (VERSIONED.test(pathname)) return 'immutable';
  if (mode === 'navigate') return /^\/(?:host|remotes|cdn|brand)\//.test(pathname) ? 'network' : 'page';
  if (pathname.startsWith('/cdn/')) return 'picture';
  if (pathname.startsWith('/brand/') || pathname === '/favicon.ico' || pathname === '/apple-touch-icon.png' || pathname === '/manifest.webmanifest') return 'brand';
  return 'network';
}

interface ReleaseSetShape {
  host?: { version?: string };
  remotes?: Record<string, { version?: string; canary?: { version?: string } | null; fallback?: { version?: string } | null } | undefined>;
  overrides?: { active?: Record<string, { version?: string } | undefined> };
}

/** The versions a release set names (`host@1.2.0`, `games@1.4.0`): its host, remotes, canaries, fallbacks, overrides. */
export function namedVersions(body: unknown): Set<string> {
  const set = body as ReleaseSetShape | null;
  const named = new Set<string>();
  if (set?.host?.version) named.add(`host@${set.host.version}`);
  for (const [name, remote] of Object.entries(set?.remotes ?? {})) {
    for (const v of [remote?.version, remote?.canary?.version, remote?.fallback?.version]) if (v) named.add(`${name}@${v}`);
  }
  for (const [name, active] of Object.entries(set?.overrides?.active ?? {})) if (active?.version) named.add(`${name}@${active.version}`);
  return named;
}

/** Whether a cached published file belongs to a version the release set no longer names. */
export function isEvictable(pathname: string, named: ReadonlySet<string>): boolean {
  const m = VERSIONED.exec(pathname);
  if (!m) return false;
  const key = m[1] ? `host@${m[1]}` : `${m[2]}@${m[3]}`;
  return !named.has(decodeURIComponent(key));
}

export const OFFLINE_LANGUAGES = ['en', 'cn', 'vi', 'ja', 'th', 'ty', 'id'] as const;
export type OfflineLanguage = (typeof OFFLINE_LANGUAGES)[number];

/** The offline page's words (tag: `<html lang>`, as shared/src/i18n names the languages). */
export const OFFLINE_TEXT: Record<OfflineLanguage, { tag: string; title: string; body: string; retry: string }> = {
  en: { tag: 'en', title: 'You are offline', body: 'The site needs a connection. Check your Wi-Fi or mobile data: the site comes back by itself when you are online.', retry: 'Try again' },
  cn: { tag: 'zh-CN', title: '您已离线', body: '本网站需要网络连接。请检查 Wi-Fi 或移动数据；恢复联网后网站会自动回来。', retry: '重试' },
  vi: { tag: 'vi', title: 'Bạn đang ngoại tuyến', body: 'Trang web cần kết nối mạng. Hãy kiểm tra Wi-Fi hoặc dữ liệu di động: trang sẽ tự trở lại khi bạn có mạng.', retry: 'Thử lại' },
  ja: { tag: 'ja', title: 'オフラインです', body: 'このサイトにはインターネット接続が必要です。Wi-Fi またはモバイルデータを確認してください。接続が戻ると自動的に再開します。', retry: '再試行' },
  th: { tag: 'th', title: 'คุณออฟไลน์อยู่', body: 'เว็บไซต์ต้องใช้การเชื่อมต่อ โปรดตรวจสอบ Wi-Fi หรืออินเทอร์เน็ตมือถือ เว็บไซต์จะกลับมาเองเมื่อคุณออนไลน์', retry: 'ลองอีกครั้ง' },
  ty: { tag: 'fil', title: 'Offline ka', body: 'Kailangan ng site ng koneksyon. Suriin ang iyong Wi-Fi o mobile data: babalik ang site nang kusa kapag online ka na.', retry: 'Subukang muli' },
  id: { tag: 'id', title: 'Anda sedang offline', body: 'Situs ini memerlukan koneksi. Periksa Wi-Fi atau data seluler Anda: situs akan kembali dengan sendirinya saat Anda online.', retry: 'Coba lagi' },
};

/** The app language of a browser's language list (as the server reads Accept-Language: zh → cn, fil/tl → ty). */
export function offlineLanguageOf(tags: readonly string[]): OfflineLanguage {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'zh') return 'cn';
    if (base === 'fil' || base === 'tl') return 'ty';
    if ((OFFLINE_LANGUAGES as readonly string[]).includes(base)) return base as OfflineLanguage;
  }
  return 'en';
}

/** Where the offline page's script is (the worker answers it: the page's CSP allows same-origin scripts only). */
export const OFFLINE_SCRIPT_PATH = '/__tessera/offline.js';

const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The page a navigation gets when the network cannot be reached; Try again reloads the address asked for. */
export function offlinePageHtml(lang: OfflineLanguage): string {
  const t = OFFLINE_TEXT[lang];
  return `<!doctype html><html lang="${t.tag}" data-testid="offline-page"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(t.title)}</title><style>
html{background:#0f1420;color:#e8ecf4;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:env(safe-area-inset-top) 16px env(safe-area-inset-bottom)}
main{max-width:28rem;padding:24px;border-radius:12px;background:#182033;text-align:center}
h1{font-size:1.4rem;margin:0 0 .5rem}p{margin:0 0 1.25rem}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 24px;border-radius:8px;background:#f5b82e;color:#1a1300;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #e8ecf4;outline-offset:2px}
</style></head><body><main><h1>${escapeText(t.title)}</h1><p>${escapeText(t.body)}</p><a href="" data-testid="offline-retry">${escapeText(t.retry)}</a></main>
<script src="${OFFLINE_SCRIPT_PATH}"></script></body></html>`;
}

/** The offline page's script: back to the site as soon as it answers again (the online event, or a light probe). */
export const OFFLINE_SCRIPT = `(function(){var go=function(){location.reload()};addEventListener('online',go);
setInterval(function(){fetch('/platform/health',{cache:'no-store'}).then(function(r){if(r.ok)go()},function(){})},4000)})();`;
