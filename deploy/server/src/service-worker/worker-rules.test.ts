import { isEvictable, namedVersions, offlineLanguageOf, offlinePageHtml, OFFLINE_LANGUAGES, OFFLINE_TEXT, treatmentOf } from './worker-rules.js';
import { BOOT_LANGUAGES } from '../assets/boot-data.js';
import { BOOT_TEXT } from '../assets/boot-text.js';

describe('what the service worker may answer from a cache', () => {
  it.each([
    ['/wps/member/balance', 'cors', 'network'],
    ['/lgw/transfer', 'cors', 'network'],
    ['/lotto/bet', 'cors', 'network'],
    ['/platform/telemetry', 'cors', 'network'],
    ['/ops/console', 'navigate', 'network'],
    ['/sandbox/demo/system-status', 'cors', 'network'],
    ['/platform/release/demo.json', 'cors', 'release-set'],
    ['/host/1.2.0/main.1a2b3c4d.js', 'no-cors', 'immutable'],
    ['/remotes/games/2.0.0/remoteEntry.js', 'cors', 'immutable'],
    ['/host/1.2.0/index.html', 'cors', 'network'],
    ['/', 'navigate', 'page'],
    ['/rng', 'navigate', 'page'],
    ['/cdn/banner/home-1.webp', 'no-cors', 'picture'],
    ['/brand/icon-192.png', 'no-cors', 'brand'],
    ['/manifest.webmanifest', 'cors', 'brand'],
    ['/sw.js', 'same-origin', 'network'],
  ])('%s (%s) → %s', (path, mode, treatment) => {
    expect(treatmentOf(path, mode)).toBe(treatment);
  });
});

describe('eviction of versions the release set no longer names', () => {
  const set = {
    host: { version: '1.2.0' },
    remotes: {
      games: { version: '2.0.0', canary: { version: '2.1.0', percent: 10 }, fallback: { version: '1.9.0' } },
      member: { version: '3.0.0', canary: null },
    },
    overrides: { allowed: true, active: { lottery: { version: '0.9.0' } } },
  };
  const named = namedVersions(set);

  it('names the host, remotes, canaries, fallbacks and this browser’s overrides', () => {
    expect([...named].sort()).toEqual(['games@1.9.0', 'games@2.0.0', 'games@2.1.0', 'host@1.2.0', 'lottery@0.9.0', 'member@3.0.0']);
  });

  it('evicts files of other versions only', () => {
    expect(isEvictable('/host/1.1.0/main.js', named)).toBe(true);
    expect(isEvictable('/host/1.2.0/main.js', named)).toBe(false);
    expect(isEvictable('/remotes/games/2.1.0/lobby.js', named)).toBe(false);
    expect(isEvictable('/remotes/member/2.9.0/remoteEntry.js', named)).toBe(true);
    expect(isEvictable('/cdn/banner.webp', named)).toBe(false);
  });

  it('names nothing for an answer that is no release set (nothing is evicted then)', () => {
    expect(namedVersions(null).size).toBe(0);
    expect(namedVersions({ error: 'x' }).size).toBe(0);
  });
});

describe('the offline page', () => {
  it('speaks every app language, tagged as the server tags its pages', () => {
    expect([...OFFLINE_LANGUAGES].sort()).toEqual([...BOOT_LANGUAGES].sort());
    for (const lang of OFFLINE_LANGUAGES) {
      expect(OFFLINE_TEXT[lang].tag).toBe(BOOT_TEXT[lang].tag);
      const html = offlinePageHtml(lang);
      expect(html).toContain(`<html lang="${BOOT_TEXT[lang].tag}"`);
      expect(html).toContain(OFFLINE_TEXT[lang].retry);
    }
  });

  it('reads the browser’s languages as the server reads Accept-Language', () => {
    expect(offlineLanguageOf(['zh-CN', 'en'])).toBe('cn');
    expect(offlineLanguageOf(['fil-PH'])).toBe('ty');
    expect(offlineLanguageOf(['de-DE', 'ja'])).toBe('ja');
    expect(offlineLanguageOf([])).toBe('en');
  });
});
