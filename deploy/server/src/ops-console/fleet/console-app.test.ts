/**
 * @jest-environment jsdom
 */
/**
 * The console in React: sign-in (a refused token says so and leaves an empty field), the merchant view, and a
 * pin confirmed with its diff that sends the revision it was based on. The browser's <dialog> is stood in for
 * (jsdom has no showModal); the e2e suites (deploy/e2e/ops.e2e.ts) drive the real one in Chromium.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ReleaseSet } from '../../registry/api-types.js';
import { TOKEN_KEY } from './api.js';
import { ConsoleApp } from './console-app.js';
import { previews, releaseDiff } from './release-diff.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ref = (version: string) => ({ version, entry: `/remotes/member/${version}/mf-manifest.json`, integrity: `sha384-${version}` });
const release: ReleaseSet = { merchant: 'demo', revision: 4, publishedAt: '2026-11-26T10:00:00.000Z', host: { version: '1.0.0' }, remotes: { member: ref('1.0.0') }, overrides: { allowed: false } };

describe('release diffs', () => {
  it('say what a pin, canary, promote and canary off change, as the server makes them', () => {
    const pinned = previews.pin(release, 'member', '1.1.0');
    expect(releaseDiff(release, pinned)).toEqual([{ what: 'member', del: '1.0.0', add: '1.1.0, fallback 1.0.0' }]);
    const canary = previews.canary(release, 'member', '1.2.0', 30);
    expect(releaseDiff(release, canary)).toEqual([{ what: 'member', del: '1.0.0', add: '1.0.0, canary 1.2.0 at 30%' }]);
    expect(releaseDiff(canary, previews.promote(canary, 'member'))).toEqual([{ what: 'member', del: '1.0.0, canary 1.2.0 at 30%', add: '1.2.0, fallback 1.0.0' }]);
    expect(releaseDiff(canary, previews.canaryOff(canary, 'member'))).toEqual([{ what: 'member', del: '1.0.0, canary 1.2.0 at 30%', add: '1.0.0' }]);
    expect(releaseDiff(null, release).map((l) => l.what)).toEqual(['host', 'member']);
    // The set it was given is left as it was.
    expect(release.remotes.member).toEqual(ref('1.0.0'));
  });
});

describe('the console app', () => {
  let root: Root;
  let host: HTMLDivElement;
  const calls: string[] = [];
  const GOOD = 'the-right-token';
  let scopes = ['admin'];
  /** Answers held back until the test lets them through (by path). */
  const held = new Map<string, Promise<void>>();

  beforeAll(() => {
    // jsdom has no modal dialogs: showModal opens, and the test closes it with the button's value.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit & { headers?: Record<string, string> }) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      const ok = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response;
      if (init?.headers?.Authorization !== `Bearer ${GOOD}`) return { ok: false, status: 401, text: async () => JSON.stringify({ error: 'unauthorized', message: 'ops bearer token required' }) } as Response;
      const path = url.split('?')[0]!;
      await held.get(path);
      if (path === '/ops/merchants') return ok([{ merchant: 'demo', revision: 4, updatedAt: '', host: '1.0.0' }]);
      if (path === '/ops/artifacts') return ok(['1.0.0', '1.1.0'].map((version) => ({ app: 'member', version, publishedAt: '', entry: '', integrity: '', federationName: 'member' })));
      if (path === '/ops/merchants/demo/release') return ok(release);
      if (path === '/ops/merchants/demo/release/pin') return ok({ ...previews.pin(release, 'member', '1.1.0'), revision: 5 });
      if (path === '/ops/merchants/demo/release/canary') return ok({ ...previews.canary(release, 'member', '1.1.0', 10), revision: 5 });
      if (path === '/ops/merchants/demo/site') return ok({ merchant: 'demo', brand: null, workerEnabled: true });
      if (path === '/ops/telemetry') return ok({ windowMs: 3_600_000, policy: { windowMs: 600_000, minSample: 20, maxErrorRate: 0.25, minTickets: 10, minNetworks: 5, minNetworkShare: 0.25 }, rates: [] });
      if (path === '/ops/whoami') return ok({ name: scopes.includes('admin') ? 'bootstrap' : 'team', scopes, bootstrap: scopes.includes('admin') });
      if (path === '/ops/merchants/demo/verifications') return ok([{ merchant: 'demo', remote: 'member', version: '1.1.0', ok: false, problems: ['deposit page threw'], at: '2026-11-28T10:00:00.000Z', actor: 'ci' }]);
      if (path === '/ops/telemetry/series') return ok({ windowMs: 3_600_000, stepMs: 300_000, slots: [], series: [] });
      return ok([]);
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    sessionStorage.clear();
    scopes = ['admin'];
    held.clear();
  });

  const render = async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(createElement(ConsoleApp)));
  };
  const signIn = async (token: string) => {
    const input = host.querySelector('[data-testid="ops-token"]') as HTMLInputElement;
    input.value = token;
    await act(async () => input.form!.requestSubmit());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
  };
  const q = (sel: string) => host.querySelector(sel);
  /** Closes the stood-in dialog as its button would: `ok` is Apply. */
  const answer = (value: 'ok' | 'cancel') =>
    act(async () => {
      const dialog = q('#oc-confirm') as HTMLDialogElement;
      dialog.open = false;
      dialog.returnValue = value;
      dialog.dispatchEvent(new Event('close'));
    });

  it('says a refused token was refused, leaves an empty field, then signs in with the right one', async () => {
    await render();
    await signIn('wrong');
    expect(q('[role="alert"]')?.textContent).toBe('The ops token was refused. Sign in again.');
    expect((q('[data-testid="ops-token"]') as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    await signIn(GOOD);
    expect(q('[data-testid="pinned-member"]')?.textContent).toBe('1.0.0');
    expect(q('#oc-remotes')?.textContent).toBe('demo: release set revision 4');
    expect(q('nav[aria-label="Merchants"] button[aria-current="true"]')?.textContent).toBe('demo');
    expect(q('#oc-main [data-testid="fleet-session"]')).not.toBeNull();
    // Incidents first, then the fleet, then the merchant's details.
    const order = ['incidents', 'fleet', 'merchant', 'credentials'].map((id) => [...host.querySelectorAll('section[id]')].findIndex((s) => s.id === id));
    expect(order.every((n, i) => n >= 0 && (i === 0 || n > order[i - 1]!))).toBe(true);
    expect(q('[data-testid="incidents-none"]')).not.toBeNull();
    // Details on demand: the release set and the audit open, the rest closed until asked for.
    expect([...host.querySelectorAll('details.oc-part')].map((d) => `${d.id} ${(d as HTMLDetailsElement).open}`)).toEqual([
      'oc-part-override false',
      'oc-part-telemetry false',
      'oc-part-history false',
      'oc-part-site false',
      'oc-part-audit true',
    ]);
  });

  it('pins only after a confirmation that shows the diff, naming the revision it was based on', async () => {
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect((q('#pin-member') as HTMLSelectElement).value).toBe('1.1.0');
    await act(async () => (q('[data-testid="pin-button-member"]') as HTMLButtonElement).click());
    const dialog = q('#oc-confirm') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(q('#oc-confirm-title')?.textContent).toBe('Pin member 1.1.0 on demo');
    expect(q('[data-testid="confirm-merchant"]')?.textContent).toBe('demo');
    expect(q('#oc-confirm-body .oc-diff')?.textContent).toBe('member: − 1.0.0 + 1.1.0, fallback 1.0.0');
    expect(q('[data-testid="confirm-check"]')?.textContent).toMatch(/^Last release verify of member 1\.1\.0 on demo: failed, .*: deposit page threw$/);
    expect(q('[data-testid="confirm-loads"]')?.textContent).toBe('In the last hour: no loads reported of member 1.1.0 on demo.');
    // Cancel: nothing is sent.
    await act(async () => {
      dialog.open = false;
      dialog.returnValue = 'cancel';
      dialog.dispatchEvent(new Event('close'));
    });
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    await act(async () => (q('[data-testid="pin-button-member"]') as HTMLButtonElement).click());
    await act(async () => {
      dialog.open = false;
      dialog.returnValue = 'ok';
      dialog.dispatchEvent(new Event('close'));
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(calls).toContain('POST /ops/merchants/demo/release/pin {"expectedRevision":4,"remote":"member","version":"1.1.0"}');
    expect(q('[data-testid="status"]')?.textContent).toBe('Pin member 1.1.0 on demo: done.');
  });

  it('offers a credential scoped to another merchant no change to this one, and no credentials to manage', async () => {
    scopes = ['release:demo2'];
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(q('[data-testid="pinned-member"]')?.textContent).toBe('1.0.0');
    const shown = [...host.querySelectorAll('button')].filter((b) => !b.closest('[hidden]') && !b.closest('dialog'));
    expect(shown.map((b) => b.textContent)).toEqual(['Sign out', 'Details of demo', 'demo']);
    expect(q('[data-testid="tick-demo"]')).toBeNull();
    expect(q('[data-testid="credentials-refused"]')).not.toBeNull();
    expect(q('[data-testid="credential-form"]')).toBeNull();
  });

  it('applies a bulk change only after the confirmation naming the merchants and the target version', async () => {
    calls.length = 0;
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    await act(async () => (q('[data-testid="tick-demo"]') as HTMLInputElement).click());
    await act(async () => (q('[data-testid="bulk-form"]') as HTMLFormElement).requestSubmit());
    expect((q('#oc-confirm') as HTMLDialogElement).open).toBe(true);
    expect(q('#oc-confirm-title')?.textContent).toBe('Canary member 1.1.0 at 10% on demo');
    expect([...host.querySelectorAll('[data-testid="bulk-confirm-merchants"] li[data-merchant]')].map((li) => li.textContent)).toEqual([
      'demo (revision 4)member: − 1.0.0 + 1.0.0, canary 1.1.0 at 10%',
    ]);
    // Cancel: nothing is sent, nothing reported.
    await answer('cancel');
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    expect(q('[data-testid="bulk-results"]')?.textContent).toBe('');
    await act(async () => (q('[data-testid="bulk-form"]') as HTMLFormElement).requestSubmit());
    await answer('ok');
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(calls).toContain('POST /ops/merchants/demo/release/canary {"expectedRevision":4,"remote":"member","version":"1.1.0","percent":10}');
    expect(q('[data-testid="bulk-results"]')?.textContent).toBe('demo: revision 5');
  });

  it('shows the brand to a credential that may not change it with every field locked, saying why', async () => {
    scopes = ['release:demo2'];
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const fields = q('[data-testid="brand-fields"]') as HTMLFieldSetElement;
    expect(fields.disabled).toBe(true);
    expect([...fields.querySelectorAll('input, textarea')].every((el) => (el as HTMLInputElement).matches(':disabled'))).toBe(true);
    expect(document.getElementById(fields.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Changing the brand or the worker needs release:demo, release:* or admin; this credential may only read them.',
    );
    expect(q('[data-testid="brand-save"]')?.closest('[hidden]')).not.toBeNull();
    // An admin gets them open.
    act(() => root.unmount());
    host.remove();
    scopes = ['admin'];
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect((q('[data-testid="brand-fields"]') as HTMLFieldSetElement).disabled).toBe(false);
    expect(q('[data-testid="brand-locked"]')).toBeNull();
  });

  it('holds the merchant buttons back until the fleet is in, and says a site is loading until its answer is in', async () => {
    let fleetIn = () => undefined as void;
    let siteIn = () => undefined as void;
    // The fleet's last call, and the site's.
    held.set('/ops/merchants/demo/verifications', new Promise<void>((r) => (fleetIn = r)));
    held.set('/ops/merchants/demo/site', new Promise<void>((r) => (siteIn = r)));
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    await render();
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    // The fleet's rows would arrive above the buttons and move them from under a pointer already on its way.
    expect(q('nav[aria-label="Merchants"]')?.closest('[hidden]')).not.toBeNull();
    await act(async () => fleetIn());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(q('[data-testid="fleet-row-demo"]')).not.toBeNull();
    expect(q('nav[aria-label="Merchants"]')?.closest('[hidden]')).toBeNull();
    expect(q('[data-testid="site-loading"]')?.textContent).toBe('Loading the site of demo…');
    expect(q('[data-testid="brand-current"]')).toBeNull();
    await act(async () => siteIn());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(q('[data-testid="site-loading"]')).toBeNull();
    expect(q('[data-testid="brand-current"]')?.textContent).toBe('Brand: the platform’s own (Tessera).');
  });
});
