// Route-aware preloads: a deep link to a remote's page preloads that remote's manifest, entry, exposed chunks and
// translation from the published files, each script with the integrity the host and the remote's entry use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../test-utils/helpers.js';
import { hostTranslationLinks, injectRoutePreloads, routePreloadLinks } from './route-preloads.js';

const I = (c: string) => `sha384-${c.repeat(64)}`;
let root: string;
beforeAll(() => {
  root = tempDir();
  const dir = join(root, 'games', '2.0.0');
  mkdirSync(dir, { recursive: true });
  const manifest = {
    exposes: [
      { name: 'Lobby', path: './Lobby', assets: { js: { sync: ['5384.aa.js', '__federation_expose_Lobby.bb.js'], async: ['1504.cc.js', 'i18n-games-en-json.dd.js', 'i18n-games-ja-json.ee.js'] } } },
      { name: 'GamePage', path: './GamePage', assets: { js: { sync: ['__federation_expose_GamePage.ff.js'], async: [] } } },
    ],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  const chunkIntegrity = { '5384.aa.js': I('A'), '__federation_expose_Lobby.bb.js': I('B'), '1504.cc.js': I('C'), 'i18n-games-en-json.dd.js': I('D'), 'i18n-games-ja-json.ee.js': I('E') };
  writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', version: '2.0.0', chunkIntegrity }));
  const host = join(root, 'host', '3.0.0');
  mkdirSync(host, { recursive: true });
  // A host built before its strings shared a chunk per language: one chunk per namespace.
  const hostChunks = { 'main.aa.js': I('M'), 'i18n-host-ja-json.11.js': I('H'), 'i18n-common-ja-json.22.js': I('C'), 'i18n-validation-ja-json.33.js': I('V'), 'i18n-host-en-json.44.js': I('E') };
  writeFileSync(join(host, 'artifact.json'), JSON.stringify({ app: 'host', version: '3.0.0', chunkIntegrity: hostChunks }));
  // A host of now: one chunk per language for its, common and validation strings; its lazy strings apart.
  const merged = join(root, 'host', '4.0.0');
  mkdirSync(merged, { recursive: true });
  const mergedChunks = { 'main.aa.js': I('M'), 'i18n-ja-json.11.js': I('J'), 'i18n-host-lazy-ja-json.22.js': I('L'), 'i18n-en-json.33.js': I('E') };
  writeFileSync(join(merged, 'artifact.json'), JSON.stringify({ app: 'host', version: '4.0.0', chunkIntegrity: mergedChunks }));
});

it('preloads the lobby remote for /rng: manifest, entry, exposed chunks and the page language’s translation, with integrity', () => {
  const links = routePreloadLinks(root, '/rng', { games: { version: '2.0.0', integrity: I('Z') } }, 'ja');
  expect(links).toContain('<link rel="preload" as="fetch" href="/remotes/games/2.0.0/mf-manifest.json" crossorigin="anonymous" fetchpriority="low">');
  expect(links).toContain(`href="/remotes/games/2.0.0/remoteEntry.js" crossorigin="anonymous" integrity="${I('Z')}"`);
  expect(links).toContain(`href="/remotes/games/2.0.0/5384.aa.js" crossorigin="anonymous" integrity="${I('A')}"`);
  expect(links).toContain(`href="/remotes/games/2.0.0/__federation_expose_Lobby.bb.js" crossorigin="anonymous" integrity="${I('B')}"`);
  expect(links).toContain('i18n-games-ja-json.ee.js');
  expect(links).not.toContain('i18n-games-en-json');
  // Each after the page's banner (high priority), not beside it.
  expect(links.match(/<link /g)?.length).toBe(links.match(/ fetchpriority="low">/g)?.length);
  // Lazily loaded chunks of the page are not first-load work.
  expect(links).not.toContain('1504.cc.js');
});

it('preloads nothing unchecked, and nothing for other paths or remotes not released', () => {
  // GamePage's chunk has no integrity in artifact.json: it is left out rather than preloaded unchecked.
  expect(routePreloadLinks(root, '/sports', { games: { version: '2.0.0', integrity: I('Z') } }, 'en')).not.toContain('__federation_expose_GamePage');
  expect(routePreloadLinks(root, '/', { games: { version: '2.0.0' } }, 'en')).toBe('');
  expect(routePreloadLinks(root, '/rng', {}, 'en')).toBe('');
  expect(routePreloadLinks(root, '/rng', { games: { version: '9.9.9' } }, 'en')).toBe('');
  expect(routePreloadLinks(root, '/rng', { games: { version: '../../x' } }, 'en')).toBe('');
  expect(injectRoutePreloads('<html><head></head></html>', '<link>')).toBe('<html><head><link></head></html>');
});

it('preloads the host’s own translations in the page language, with integrity, and nothing for an unknown version', () => {
  const links = hostTranslationLinks(join(root, 'host'), '3.0.0', 'ja');
  expect(links.match(/<link /g)).toHaveLength(3);
  for (const [file, c] of [['i18n-host-ja-json.11.js', 'H'], ['i18n-common-ja-json.22.js', 'C'], ['i18n-validation-ja-json.33.js', 'V']]) {
    expect(links).toContain(`<link rel="preload" as="script" href="/host/3.0.0/${file}" crossorigin="anonymous" integrity="${I(c!)}" fetchpriority="low">`);
  }
  expect(links).not.toContain('-en-json');
  expect(links).not.toContain('main.aa.js');
  // A host of now: the language's one chunk, not the strings of its on-demand features.
  const merged = hostTranslationLinks(join(root, 'host'), '4.0.0', 'ja');
  expect(merged).toBe(`<link rel="preload" as="script" href="/host/4.0.0/i18n-ja-json.11.js" crossorigin="anonymous" integrity="${I('J')}" fetchpriority="low">`);
  expect(hostTranslationLinks(join(root, 'host'), '9.9.9', 'ja')).toBe('');
  expect(hostTranslationLinks(join(root, 'host'), '../x', 'ja')).toBe('');
});
