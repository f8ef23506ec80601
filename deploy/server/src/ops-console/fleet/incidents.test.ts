/**
 * @jest-environment jsdom
 */
/** The incidents strip: what needs a person, each with a way to that merchant's details; or plainly nothing. */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ReleaseSet, Verification } from './api.js';
import { Incidents } from './incidents.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ref = (version: string) => ({ version, entry: `/e/${version}`, integrity: 'sha384-x' });
const demo2: ReleaseSet = { merchant: 'demo2', revision: 2, publishedAt: '', host: { version: '1.0.0' }, remotes: { member: ref('1.1.0') }, overrides: { allowed: false } };
const failed: Verification = { merchant: 'demo2', remote: 'member', version: '1.1.0', ok: false, problems: ['deposit page threw'], at: '2026-11-29T11:00:00.000Z', actor: 'ci' };
const policy = { windowMs: 600_000, minSample: 20, maxErrorRate: 0.25, minTickets: 10, minNetworks: 5, minNetworkShare: 0.25 };

describe('the incidents strip', () => {
  let root: Root;
  let host: HTMLDivElement;
  let alerts: unknown[] = [];
  beforeEach(() => {
    globalThis.fetch = jest.fn(async (url: string) => {
      const path = url.split('?')[0];
      const body = path === '/ops/alerts' ? alerts : path === '/ops/telemetry' ? { windowMs: 3_600_000, policy, rates: [] } : [];
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as unknown as typeof fetch;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('lists an alert and a failed check of a live version, newest first, each opening its merchant', async () => {
    alerts = [{ id: 1, merchant: 'demo', kind: 'telemetry-unticketed', message: 'reports without a ticket', count: 40, firstAt: '2026-11-29T11:30:00.000Z', lastAt: '2026-11-29T11:50:00.000Z' }];
    const opened: string[] = [];
    await act(async () => root.render(createElement(Incidents, { releases: [demo2], checks: [failed], onOpen: (m: string) => opened.push(m) })));
    const rows = [...host.querySelectorAll('[data-testid="incident-rows"] li')];
    expect(rows.map((li) => li.getAttribute('data-kind'))).toEqual(['alert', 'check-failed']);
    expect(rows[1]?.textContent).toContain('Check failed demo2 release verify failed for member 1.1.0 (pinned): deposit page threw');
    await act(async () => (rows[1]?.querySelector('button') as HTMLButtonElement).click());
    expect(opened).toEqual(['demo2']);
    expect(host.querySelector('section')?.className).toBe('oc-incidents oc-incidents-on');
  });

  it('says plainly when nothing needs a person', async () => {
    alerts = [];
    await act(async () => root.render(createElement(Incidents, { releases: [demo2], checks: [{ ...failed, ok: true, problems: [] }], onOpen: () => undefined })));
    expect(host.querySelector('[data-testid="incidents-none"]')?.textContent).toMatch(/^Nothing: no open alert/);
    expect(host.querySelector('[data-testid="incident-rows"]')).toBeNull();
  });
});
