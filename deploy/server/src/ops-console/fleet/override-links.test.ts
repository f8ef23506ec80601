/**
 * @jest-environment jsdom
 */
/** The console's override links: listed with their state, revoked with a button that names what it revokes, offered only to who may. */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { OverrideLinkView } from '../../registry/api-types.js';
import { OverrideLinks } from './override-links.js';
import { WhoContext } from './permissions.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const link = (id: string, extra: Partial<OverrideLinkView> = {}): OverrideLinkView => ({
  id,
  merchant: 'demo',
  remote: 'member',
  version: 'dev',
  devUrl: 'http://localhost:3102/remoteEntry.js',
  createdBy: 'games-team',
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T18:00:00.000Z',
  revokedAt: null,
  revokedBy: null,
  boundAt: null,
  ...extra,
});

describe('override links in the console', () => {
  let root: Root;
  let host: HTMLDivElement;
  afterEach(() => act(() => root.unmount()));

  it('lists the live links and revokes one by its button, then shows it revoked', async () => {
    let links = [link('aaaa'), link('bbbb', { revokedAt: '2026-11-26T11:00:00.000Z', revokedBy: 'bootstrap' })];
    const calls: string[] = [];
    globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'DELETE') links = links.map((l) => (l.id === 'aaaa' ? { ...l, revokedAt: '2026-11-26T12:00:00.000Z', revokedBy: 'bootstrap' } : l));
      return { ok: true, status: init?.method === 'DELETE' ? 204 : 200, text: async () => (init?.method === 'DELETE' ? '' : JSON.stringify(links)) } as Response;
    }) as unknown as typeof fetch;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const as = (scopes: string[]) => createElement(WhoContext.Provider, { value: { name: 'x', scopes, bootstrap: false } }, createElement(OverrideLinks));
    // A credential of another team and merchant sees the links but no button to revoke them.
    await act(async () => root.render(as(['remote:games', 'release:demo2'])));
    expect(host.querySelectorAll('[data-testid="override-link-rows"] tr')).toHaveLength(2);
    expect(host.querySelector('[data-testid^="revoke-"]')).toBeNull();
    await act(async () => root.render(as(['remote:member'])));
    const rows = () => [...host.querySelectorAll('[data-testid="override-link-rows"] tr')].map((tr) => (tr as HTMLElement).textContent);
    expect(rows()).toEqual([expect.stringContaining('not opened yet'), expect.stringContaining('revoked by bootstrap')]);
    // Only the live one has a button, and it says what it revokes.
    const button = host.querySelector('[data-testid="revoke-aaaa"]') as HTMLButtonElement;
    expect(host.querySelector('[data-testid="revoke-bbbb"]')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Revoke link aaaa: member http://localhost:3102/remoteEntry.js for demo');
    await act(async () => button.click());
    await act(async () => undefined);
    expect(calls).toContain('DELETE /ops/override-links/aaaa');
    expect(host.querySelector('[data-testid="override-links-status"]')?.textContent).toBe('Revoked link aaaa (member for demo).');
    expect(rows()[0]).toContain('revoked by bootstrap');
  });
});
