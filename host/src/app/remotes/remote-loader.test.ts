import { initI18n, type ReleaseSet, type TelemetryEvent } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { createRemoteLoader, DENY_INTEGRITY, entryScriptUrl, RemoteLoadError, type RemoteRuntime } from './remote-loader';

const set: ReleaseSet = {
  merchant: 'demo',
  revision: 3,
  publishedAt: '2026-11-22T10:00:00Z',
  host: { version: '1.0.0' },
  remotes: {
    member: {
      version: '1.1.0',
      entry: '/remotes/member/1.1.0/mf-manifest.json',
      integrity: 'sha384-main',
      fallback: { version: '1.0.0', entry: '/remotes/member/1.0.0/mf-manifest.json', integrity: 'sha384-old' },
    },
    games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: 'sha384-games' },
  },
  overrides: { allowed: false },
};

function fakeRuntime(behaviour: (entry: string) => Promise<unknown>) {
  const entries = new Map<string, string>();
  const registered: { entry: string; force?: boolean }[] = [];
  let plugin: { createScript?: (a: { url: string }) => unknown } | undefined;
  const runtime: RemoteRuntime = {
    registerPlugins: ((plugins: unknown[]) => {
      plugin = plugins[0] as typeof plugin;
    }) as RemoteRuntime['registerPlugins'],
    registerRemotes: ((remotes: { name: string; entry: string }[], opts?: { force?: boolean }) => {
      for (const r of remotes) {
        entries.set(r.name, r.entry);
        registered.push({ entry: r.entry, force: opts?.force });
      }
    }) as RemoteRuntime['registerRemotes'],
    loadRemote: ((id: string) => behaviour(entries.get(id.split('/')[0] ?? '') ?? '')) as RemoteRuntime['loadRemote'],
  };
  return { runtime, registered, plugin: () => plugin };
}

describe('remote loader', () => {
  it('loads the main version and reports the load', async () => {
    const events: TelemetryEvent[] = [];
    const { runtime, registered } = fakeRuntime(async () => ({ default: 'Component' }));
    const loader = createRemoteLoader({ releaseSet: async () => set, report: (e) => events.push(e), runtime });
    await expect(loader.load('member', './MemberCentre')).resolves.toEqual({ default: 'Component' });
    // The checked entry script, never the unchecked manifest.
    expect(registered).toEqual([{ entry: 'http://localhost/remotes/member/1.1.0/remoteEntry.js', force: false }]);
    expect(events).toEqual([expect.objectContaining({ remote: 'member', version: '1.1.0', kind: 'load' })]);
  });

  it('sends the page load\'s telemetry ticket with every report, render crashes included', async () => {
    const events: TelemetryEvent[] = [];
    const { runtime } = fakeRuntime(async (entry) => {
      if (entry.includes('1.1.0')) throw new Error('ScriptExternalLoadError');
      return { default: 'Old' };
    });
    const loader = createRemoteLoader({ releaseSet: async () => ({ ...set, telemetryTicket: 'p.mac' }), report: (e) => events.push(e), runtime });
    await loader.load('member', './MemberCentre');
    loader.reportRenderCrash('member', './MemberCentre', new Error('boom'));
    expect(events.map((e) => `${e.version}:${e.kind}:${e.ticket}`)).toEqual(['1.1.0:error:p.mac', '1.0.0:fallback:p.mac', '1.0.0:render:p.mac']);
  });

  it('falls back to the fallback version when the main one fails', async () => {
    const events: TelemetryEvent[] = [];
    const { runtime, registered } = fakeRuntime(async (entry) => {
      if (entry.includes('1.1.0')) throw new Error('ScriptExternalLoadError');
      return { default: 'Old' };
    });
    const loader = createRemoteLoader({ releaseSet: async () => set, report: (e) => events.push(e), runtime });
    await expect(loader.load('member', './MemberCentre')).resolves.toEqual({ default: 'Old' });
    expect(registered.map((r) => r.force)).toEqual([false, true]);
    expect(events.map((e) => `${e.version}:${e.kind}`)).toEqual(['1.1.0:error', '1.0.0:fallback']);
  });

  it('fails with RemoteLoadError when neither loads, and a retry starts over', async () => {
    let reachable = false;
    const { runtime } = fakeRuntime(async () => {
      if (!reachable) throw new Error('404');
      return { default: 'Back' };
    });
    const loader = createRemoteLoader({ releaseSet: async () => set, report: () => undefined, runtime });
    await expect(loader.load('member', './MemberCentre')).rejects.toBeInstanceOf(RemoteLoadError);
    reachable = true;
    await expect(loader.load('member', './MemberCentre')).resolves.toEqual({ default: 'Back' });
  });

  it('times out a remote that never answers', async () => {
    const { runtime } = fakeRuntime(() => new Promise(() => undefined));
    const loader = createRemoteLoader({ releaseSet: async () => set, report: () => undefined, runtime, timeoutMs: 20 });
    await expect(loader.load('games', './Lobby')).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('refuses a remote the release set does not name', async () => {
    const { runtime } = fakeRuntime(async () => ({}));
    const loader = createRemoteLoader({ releaseSet: async () => set, report: () => undefined, runtime });
    await expect(loader.load('agent', './AgentCentre')).rejects.toMatchObject({ reason: 'not_released' });
  });

  it('gives the entry script the integrity recorded in the release set, and any other script one that cannot match', async () => {
    const { runtime, plugin } = fakeRuntime(async () => ({ default: 1 }));
    const loader = createRemoteLoader({ releaseSet: async () => set, report: () => undefined, runtime });
    await loader.load('games', './Lobby');
    const res = plugin()?.createScript?.({ url: 'http://localhost/remotes/games/1.0.0/remoteEntry.js' }) as { script: HTMLScriptElement };
    expect(res.script.integrity).toBe('sha384-games');
    expect(res.script.crossOrigin).toBe('anonymous');
    // A script no release set names (e.g. a tampered manifest's remoteEntry) is refused, not loaded unchecked.
    const other = plugin()?.createScript?.({ url: 'http://localhost/remotes/games/1.0.0/evil.js' }) as { script: HTMLScriptElement };
    expect(other.script.integrity).toBe(DENY_INTEGRITY);
    expect(other.script.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('loads a dev override from its dev server without an integrity check, reports nothing, and checks every other script', async () => {
    const events: TelemetryEvent[] = [];
    const active = { member: { version: 'dev', entry: 'http://localhost:3102/remoteEntry.js', integrity: '', dev: true as const, expiresAt: '2099-01-01T00:00:00Z' } };
    const { runtime, registered, plugin } = fakeRuntime(async () => ({ default: 'Dev' }));
    const loader = createRemoteLoader({ releaseSet: async () => ({ ...set, overrides: { allowed: false, active } }), report: (e) => events.push(e), runtime });
    await expect(loader.load('member', './MemberCentre')).resolves.toEqual({ default: 'Dev' });
    expect(registered).toEqual([{ entry: 'http://localhost:3102/remoteEntry.js', force: false }]);
    const dev = plugin()?.createScript?.({ url: 'http://localhost:3102/remoteEntry.js' }) as { script: HTMLScriptElement };
    expect(dev.script.hasAttribute('integrity')).toBe(false);
    expect(dev.script.crossOrigin).toBe('anonymous');
    const other = plugin()?.createScript?.({ url: 'http://localhost:3102/other.js' }) as { script: HTMLScriptElement };
    expect(other.script.integrity).toBe(DENY_INTEGRITY);
    expect(events).toEqual([]);
    document.body.innerHTML = '';
  });

  it("says in the banner when a dev override's server does not answer, loads the published version, and keeps Clear", async () => {
    await initI18n('en');
    await registerHostTranslations();
    const active = { member: { version: 'dev', entry: 'http://localhost:3102/remoteEntry.js', integrity: '', dev: true as const, expiresAt: '2099-01-01T00:00:00Z' } };
    const { runtime } = fakeRuntime(async (entry) => {
      if (entry.startsWith('http://localhost:3102/')) throw new Error('ScriptExternalLoadError');
      return { default: 'Published' };
    });
    const events: TelemetryEvent[] = [];
    const loader = createRemoteLoader({ releaseSet: async () => ({ ...set, overrides: { allowed: false, active } }), report: (e) => events.push(e), runtime });
    await expect(loader.load('member', './MemberCentre')).resolves.toEqual({ default: 'Published' });
    const banner = document.querySelector('[data-testid="override-banner"]');
    expect(banner?.textContent).toContain('member: the dev server http://localhost:3102 does not answer (showing the published version)');
    expect(banner?.querySelector('[data-testid="override-clear"]')?.textContent).toBe('Clear override');
    // The published version that stood in is reported as a fallback; the dev server's failure is not.
    expect(events).toEqual([expect.objectContaining({ kind: 'fallback', version: '1.1.0' })]);
    document.body.innerHTML = '';
  });

  it('reports a render crash of the loaded version, scrubbed, and none for a dev server', async () => {
    const events: TelemetryEvent[] = [];
    const { runtime } = fakeRuntime(async () => ({ default: 'Component' }));
    const loader = createRemoteLoader({ releaseSet: async () => set, report: (e) => events.push(e), runtime });
    loader.reportRenderCrash('member', './MemberCentre', new Error('not loaded yet'));
    expect(events).toEqual([]);
    await loader.load('member', './MemberCentre');
    const error = new TypeError('no wallet for bob@example.com, phone 13812345678');
    error.stack = `TypeError: no wallet\n    at Wallet (http://localhost/remotes/member/1.1.0/7.js?sid=abc:1:99)`;
    loader.reportRenderCrash('member', './MemberCentre', error);
    expect(events[1]).toEqual({
      merchant: 'demo',
      remote: 'member',
      version: '1.1.0',
      kind: 'render',
      expose: './MemberCentre',
      message: 'TypeError: no wallet for <email>, phone <n>',
      frame: 'Wallet (http://localhost/remotes/member/1.1.0/7.js:1:99)',
    });
  });

  it('loads a second module of a remote without re-registering it', async () => {
    const { runtime, registered } = fakeRuntime(async () => ({ default: 1 }));
    const loader = createRemoteLoader({ releaseSet: async () => set, report: () => undefined, runtime });
    await loader.load('games', './Lobby');
    await loader.load('games', './HotGames');
    expect(registered).toHaveLength(1);
  });

  it('derives the entry script from the manifest URL', () => {
    expect(entryScriptUrl('/remotes/a/1.0.0/mf-manifest.json', 'http://x.test/rng')).toBe('http://x.test/remotes/a/1.0.0/remoteEntry.js');
  });
});
