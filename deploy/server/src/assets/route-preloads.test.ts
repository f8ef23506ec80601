// Route-aware preloads: a deep link to a remote's page preloads that remote's manifest, entry, exposed chunks and
// translation from the published files, each script with the integrity the host and the remote's entry use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../test-utils/helpers.js';
import { injectRoutePreloads, routePreloadLinks } from './route-preloads.js';

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
});

it('preloads the lobby remote for /rng: manifest, entry, exposed chunks and the page language’s translation, with integrity', () => {
  const links = routePreloadLinks(root, '/rng', { games: { version: '2.0.0', integrity: I('Z') } }, 'ja');
  expect(links).toContain('<link rel="preload" as="fetch" href="/remotes/games/2.0.0/mf-manifest.json" crossorigin="anonymous">');
  expect(links).toContain(`href="/remotes/games/2.0.0/remoteEntry.js" crossorigin="anonymous" integrity="${I('Z')}"`);
  expect(links).toContain(`href="/remotes/games/2.0.0/5384.aa.js" crossorigin="anonymous" integrity="${I('A')}"`);
  expect(links).toContain(`href="/remotes/games/2.0.0/__federation_expose_Lobby.bb.js" crossorigin="anonymous" integrity="${I('B')}"`);
  expect(links).toContain('i18n-games-ja-json.ee.js');
  expect(links).not.toContain('i18n-games-en-json');
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
