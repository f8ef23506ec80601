/**
 * The field collector: each metric carries the app owning its element, a page's report goes out when it is hidden,
 * once per metric, with flow outcomes (message keys only) in order; a page that does not measure loads nothing.
 */
import type { Metric } from 'web-vitals';
import { createBus } from '@tessera/shared';
import { collectField } from './field-collector';
import { startField } from './start-field';

type Take = (m: Metric) => void;
const reporters: Record<string, Take> = {};
jest.mock('web-vitals', () => ({
  onLCP: (f: Take) => (reporters.LCP = f),
  onINP: (f: Take) => (reporters.INP = f),
  onCLS: (f: Take) => (reporters.CLS = f),
  onFCP: (f: Take) => (reporters.FCP = f),
}));

const metric = (name: Metric['name'], value: number, entries: object[] = []) => ({ name, value, entries }) as unknown as Metric;
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  document.body.innerHTML = `
    <h1 id="title">Home</h1>
    <div class="h-remote-area" data-tessera-app="games" data-tessera-version="1.4.0"><img id="banner" alt=""></div>
    <div class="h-remote-area" data-tessera-app="member"><button id="deposit">Deposit</button></div>`;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.history.replaceState(null, '', '/rng');
});

it('attributes each metric to the app owning its element and sends new values once, when the page is hidden', () => {
  const sent: string[] = [];
  const bus = createBus();
  // TTFB is the navigation entry's, read when the collector starts (after the load).
  const entries = jest.fn(() => [{ responseStart: 95.4, activationStart: 15 }]);
  Object.defineProperty(performance, 'getEntriesByType', { value: entries, configurable: true });
  collectField({ merchant: 'demo', ticket: 't1', hostVersion: '2.0.0', versionOf: (app) => (app === 'member' ? '1.1.0' : undefined), bus, send: (b) => sent.push(b) > 0 });
  expect(entries).toHaveBeenCalledWith('navigation');
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  reporters.FCP!(metric('FCP', 900));
  reporters.LCP!(metric('LCP', 1500, [{ element: document.getElementById('title') }]));
  // A later, larger LCP candidate replaces the first.
  reporters.LCP!(metric('LCP', 2100.6, [{ element: document.getElementById('title') }, { element: document.getElementById('banner') }]));
  reporters.INP!(metric('INP', 456, [{ target: null }, { target: document.getElementById('deposit') }]));
  reporters.CLS!(metric('CLS', 0.123456, [{ value: 0.01, sources: [{ node: document.getElementById('title') }] }, { value: 0.11, sources: [{ node: null }, { node: document.getElementById('banner') }] }]));
  bus.emit('field:flow', { flow: 'deposit', ok: false, error: 'wallet.errors.declined', app: 'member' });
  bus.emit('field:flow', { flow: 'login', ok: true, app: 'host' });
  // Free text never leaves the page.
  bus.emit('field:flow', { flow: 'withdrawal', ok: false, error: 'declined for alice 13812345678', app: 'member' });
  hide();
  expect(sent).toHaveLength(1);
  const report = JSON.parse(sent[0]!);
  expect(report).toMatchObject({ merchant: 'demo', host: '2.0.0', route: 'lobby', ticket: 't1' });
  expect(['phone', 'tablet', 'desktop']).toContain(report.device);
  expect(report.vitals).toEqual([
    { metric: 'TTFB', value: 80, app: 'host', version: '2.0.0' },
    { metric: 'FCP', value: 900, app: 'host', version: '2.0.0' },
    { metric: 'LCP', value: 2101, app: 'games', version: '1.4.0' },
    { metric: 'INP', value: 456, app: 'member', version: '1.1.0' },
    { metric: 'CLS', value: 0.1235, app: 'games', version: '1.4.0' },
  ]);
  expect(report.flows).toEqual([
    { flow: 'deposit', ok: false, error: 'wallet.errors.declined', app: 'member', version: '1.1.0', seq: 0 },
    { flow: 'login', ok: true, app: 'host', version: '2.0.0', seq: 1 },
    { flow: 'withdrawal', ok: false, error: 'unknown', app: 'member', version: '1.1.0', seq: 2 },
  ]);
  // Hidden again: only what is new goes (a flow after the first report), and nothing when nothing is new.
  bus.emit('field:flow', { flow: 'transfer', ok: true, app: 'member' });
  hide();
  expect(JSON.parse(sent[1]!)).toMatchObject({ vitals: [], flows: [{ flow: 'transfer', seq: 3 }] });
  hide();
  expect(sent).toHaveLength(2);
});

it('keeps what the browser did not take for the next time the page is hidden', () => {
  let accept = false;
  const sent: string[] = [];
  const flush = collectField({ merchant: 'demo', ticket: 't2', hostVersion: '2.0.0', versionOf: () => undefined, bus: createBus(), send: (b) => accept && sent.push(b) > 0 });
  reporters.FCP!(metric('FCP', 700));
  flush();
  accept = true;
  flush();
  expect(JSON.parse(sent[0]!).vitals).toEqual([{ metric: 'FCP', value: 700, app: 'host', version: '2.0.0' }]);
});

describe('starting the field data', () => {
  const set = { merchant: 'demo', revision: 1, publishedAt: '', host: { version: '2.0.0' }, remotes: {}, overrides: { allowed: false }, telemetryTicket: 'ticket' };
  // jsdom has no fetch: each test puts in the answer it needs.
  const answer = (sampleRate: number) => (globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ sampleRate }) }) as unknown as Response));

  it('measures a page load the sample takes, with the ticket of its release set', async () => {
    const fetchSpy = answer(0.5);
    const flush = await startField({ releaseSet: async () => set, loader: {}, bus: createBus(), random: () => 0.49 });
    expect(fetchSpy).toHaveBeenCalledWith('/platform/field/settings/demo.json', expect.anything());
    expect(flush).toEqual(expect.any(Function));
  });

  it('loads nothing more for a page load outside the sample, or without a ticket', async () => {
    answer(0.5);
    expect(await startField({ releaseSet: async () => set, loader: {}, bus: createBus(), random: () => 0.5 })).toBeUndefined();
    const noTicket = answer(1);
    expect(await startField({ releaseSet: async () => ({ ...set, telemetryTicket: undefined }), loader: {}, bus: createBus() })).toBeUndefined();
    expect(noTicket).not.toHaveBeenCalled();
    expect(await startField({ releaseSet: () => Promise.reject(new Error('offline')), loader: {}, bus: createBus() })).toBeUndefined();
  });
});
