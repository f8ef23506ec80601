/**
 * Route-aware preloads: a deep link to a remote's page (/rng, /lottery, /pointMall…) would otherwise learn about
 * that remote only after the host's bundle ran, then its manifest, then its entry, then its chunks. The page
 * preloads them at once, from the published manifest, with the integrity the host and the remote's entry will
 * ask for (a preload is reused only by a script of the same integrity and CORS mode; the host's createScript in
 * host/src/app/remotes/remote-loader.ts, the chunk loader of shared/build/chunk-integrity.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The remote page a path shows (host/src/app/routes.tsx and the feature pages it names). */
export const ROUTE_MODULES: Record<string, { remote: 'games' | 'lottery' | 'member'; expose: string }> = {
  ...Object.fromEntries(['live', 'pvp', 'fish', 'rng', 'cockfight'].map((p) => [`/${p}`, { remote: 'games', expose: './Lobby' }])),
  ...Object.fromEntries(['sports', 'esports', 'ds88', 'elott'].map((p) => [`/${p}`, { remote: 'games', expose: './GamePage' }])),
  ...Object.fromEntries(['lottery', 'lott', 'seaLottery', 'vnlottery', 'vnLottery'].map((p) => [`/${p}`, { remote: 'lottery', expose: './LotteryPage' }])),
  '/pointMall': { remote: 'member', expose: './PointsMall' },
};

interface Manifest {
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

export interface RemoteRef {
  version: string;
  /** The release set's integrity of remoteEntry.js. */
  integrity?: string;
}

function escapeAttr(s: string): string {
  return s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

const SAFE_FILE = /^[\w.-]+\.js$/;

/**
 * Scripts and data are fetched after the page's banner (preloaded at high priority, boot-data.ts): on a phone
 * they would otherwise share its bandwidth and push back the page's largest paint.
 */
const LOW = ' fetchpriority="low"';

/** Published versions never change: what a version's files give is read once. */
const cache = new Map<string, { manifest: Manifest; chunks: Record<string, string> } | null>();

function readVersion(remotesRoot: string, remote: string, version: string) {
  const key = `${remote}/${version}`;
  if (cache.has(key)) return cache.get(key);
  const dir = join(remotesRoot, remote, version);
  let value: { manifest: Manifest; chunks: Record<string, string> } | null = null;
  try {
    if (existsSync(join(dir, 'mf-manifest.json'))) {
      const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
      const artifact = JSON.parse(readFileSync(join(dir, 'artifact.json'), 'utf8')) as { chunkIntegrity?: Record<string, string> };
      value = { manifest, chunks: artifact.chunkIntegrity ?? {} };
    }
  } catch {
    value = null;
  }
  cache.set(key, value);
  return value;
}

/**
 * The `<link>`s for a path's remote page: its manifest (fetched by the federation runtime), its remoteEntry.js,
 * the exposed module's chunks and its translation chunk for `lang`, each script with its integrity. Nothing
 * for a path that is no remote page, a remote not in the release set, or a chunk without a known integrity.
 */
export function routePreloadLinks(remotesRoot: string, pathname: string, remotes: Partial<Record<string, RemoteRef>>, lang: string): string {
  const target = ROUTE_MODULES[pathname];
  const ref = target && remotes[target.remote];
  if (!target || !ref || !/^[\w.+-]{1,64}$/.test(ref.version)) return '';
  const read = readVersion(remotesRoot, target.remote, ref.version);
  if (!read) return '';
  const base = `/remotes/${target.remote}/${ref.version}/`;
  const links = [`<link rel="preload" as="fetch" href="${escapeAttr(base)}mf-manifest.json" crossorigin="anonymous"${LOW}>`];
  if (ref.integrity) links.push(`<link rel="preload" as="script" href="${escapeAttr(base)}remoteEntry.js" crossorigin="anonymous" integrity="${escapeAttr(ref.integrity)}"${LOW}>`);
  const expose = read.manifest.exposes?.find((e) => e.path === target.expose || `./${e.name}` === target.expose);
  const translation = new RegExp(`^i18n-${target.remote}-${lang}-json\\.`);
  const files = [...(expose?.assets?.js?.sync ?? []), ...(expose?.assets?.js?.async ?? []).filter((f) => translation.test(f))];
  for (const file of new Set(files)) {
    const integrity = read.chunks[file];
    if (!integrity || !SAFE_FILE.test(file)) continue;
    links.push(`<link rel="preload" as="script" href="${escapeAttr(base + file)}" crossorigin="anonymous" integrity="${escapeAttr(integrity)}"${LOW}>`);
  }
  return links.join('');
}

/** What a host version's files give: its translation chunks and their integrity, read once per version. */
const hostCache = new Map<string, Record<string, string> | null>();

/**
 * The `<link>`s for the host's own translations in `lang` (its namespace, shared's `common` and `validation`):
 * the host asks for them only once its bootstrap has run, and renders once they are in, so a page that
 * preloads them saves that round trip. Each with the integrity webpack's chunk loader asks for.
 */
export function hostTranslationLinks(hostRoot: string, version: string, lang: string): string {
  if (!/^[\w.+-]{1,64}$/.test(version) || !/^[a-z]{2}$/.test(lang)) return '';
  let chunks = hostCache.get(version);
  if (chunks === undefined) {
    try {
      const artifact = JSON.parse(readFileSync(join(hostRoot, version, 'artifact.json'), 'utf8')) as { chunkIntegrity?: Record<string, string> };
      chunks = artifact.chunkIntegrity ?? {};
    } catch {
      chunks = null;
    }
    hostCache.set(version, chunks);
  }
  if (!chunks) return '';
  // `i18n-<lang>-json`: the host's, common and validation strings in one chunk; a host built before that has
  // one chunk for each.
  const mine = new RegExp(`^i18n-(?:(?:host|common|validation)-)?${lang}-json\\.[\\w]+\\.js$`);
  const base = `/host/${version}/`;
  return Object.entries(chunks)
    .filter(([file]) => mine.test(file) && SAFE_FILE.test(file))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, integrity]) => `<link rel="preload" as="script" href="${escapeAttr(base + file)}" crossorigin="anonymous" integrity="${escapeAttr(integrity)}"${LOW}>`)
    .join('');
}

/** Puts the links at the end of `<head>`, after the host's own start-up preloads (those come first). */
export function injectRoutePreloads(html: string, links: string): string {
  if (!links) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + links + html.slice(at);
}
