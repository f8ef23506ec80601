/**
 * The merchant's site: its brand (name, logos, colours, texts and support contacts, as the server writes them into
 * every page, manifest and icon) and the service worker's kill switch. Each change is confirmed with what it changes
 * and audited as a release change is; the next page load shows it.
 */
import { useState } from 'react';
import type { Brand } from '@tessera/shared/contracts';
import { api, CHANGED_EVENT } from '../api';
import { errorText, type DiffLine } from '../release-diff';
import { usePoll } from '../use-poll';
import { DiffList } from './diff-list';
import { useCan } from '../permissions';
import { ErrorAlert } from '../error-alert';
import type { Confirm } from './kit';

interface SiteSettings {
  merchant: string;
  brand: Brand | null;
  workerEnabled: boolean;
}

const COLOURS: [keyof Brand['palette'], string][] = [
  ['primary', 'Accent (dark theme)'],
  ['primaryText', 'Text on the accent'],
  ['lightPrimary', 'Accent (light theme)'],
  ['background', 'Page'],
  ['surface', 'Bars and cards'],
  ['text', 'Text'],
];
const LOGOS = [
  ['light', 'Logo for the light theme'],
  ['dark', 'Logo for the dark theme'],
] as const;

/** The brand's changes as lines: a picture by its size, texts and contacts as JSON. */
function brandDiff(before: Brand, after: Brand): DiffLine[] {
  const show = (v: unknown) => (typeof v === 'string' ? (v.startsWith('<') ? `SVG, ${v.length} characters` : v) : JSON.stringify(v ?? null));
  const pairs: [string, unknown, unknown][] = [
    ['name', before.name, after.name],
    ['short name', before.shortName, after.shortName],
    ...COLOURS.map(([k]) => [`colour ${k}`, before.palette[k], after.palette[k]] as [string, unknown, unknown]),
    ...LOGOS.map(([k]) => [`logo ${k}`, before.logo[k], after.logo[k]] as [string, unknown, unknown]),
    ['texts', before.texts, after.texts],
    ['support', before.support, after.support],
  ];
  return pairs.filter(([, a, b]) => JSON.stringify(a) !== JSON.stringify(b)).map(([what, a, b]) => ({ what, del: show(a), add: show(b) }));
}

const EMPTY: Brand = {
  name: '',
  shortName: '',
  logo: { light: '', dark: '' },
  palette: { primary: '#f5b82e', primaryText: '#1a1300', lightPrimary: '#8a5a00', background: '#0f1420', surface: '#182033', text: '#e8ecf4' },
  texts: {},
  support: {},
};

function BrandForm({ merchant, current, confirm, done }: { merchant: string; current: Brand | null; confirm: Confirm; done: (text: string, error: boolean) => void }) {
  const [draft, setDraft] = useState<Brand>(current ?? EMPTY);
  const [extra, setExtra] = useState(JSON.stringify({ texts: draft.texts, support: draft.support }, null, 2));
  const set = (change: Partial<Brand>) => setDraft((d) => ({ ...d, ...change }));
  const path = `/ops/merchants/${encodeURIComponent(merchant)}/brand`;
  const may = useCan().release(merchant);

  const save = async () => {
    let next: Brand;
    try {
      const { texts, support } = JSON.parse(extra) as Pick<Brand, 'texts' | 'support'>;
      next = { ...draft, texts: texts ?? {}, support: support ?? {} };
    } catch (e) {
      done(`Texts and contacts are not JSON: ${(e as Error).message}`, true);
      return;
    }
    if (!(await confirm(`Brand of ${merchant}`, <DiffList lines={brandDiff(current ?? EMPTY, next)} />))) return;
    try {
      await api('PUT', path, next);
      done(`Brand of ${merchant}: saved. The next page load shows it.`, false);
    } catch (e) {
      done(errorText(e), true);
    }
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };
  const reset = async () => {
    if (!(await confirm(`Brand of ${merchant}`, <DiffList lines={[{ what: 'brand', del: current?.name ?? '', add: 'the platform’s (Tessera)' }]} />))) return;
    try {
      await api('DELETE', path);
      done(`Brand of ${merchant}: back to the platform’s.`, false);
    } catch (e) {
      done(errorText(e), true);
    }
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };
  const readLogo = (which: 'light' | 'dark', file: File | undefined) => {
    if (file) void file.text().then((svg) => setDraft((d) => ({ ...d, logo: { ...d.logo, [which]: svg } })));
  };

  // Without the scope the fields are shown but locked, the reason beside them (SiteSection's note, #brand-locked).
  return (
    <>
      <fieldset className="oc-brand" disabled={!may} aria-describedby={may ? undefined : 'brand-locked'} data-testid="brand-fields">
        <legend className="oc-visually-hidden">Brand of {merchant}</legend>
        <div className="oc-row">
          <label htmlFor="brand-name">Name</label>
          <input id="brand-name" data-testid="brand-name" maxLength={40} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
          <label htmlFor="brand-short">Short name (home screen)</label>
          <input id="brand-short" data-testid="brand-short-name" maxLength={12} value={draft.shortName} onChange={(e) => set({ shortName: e.target.value })} />
        </div>
        <div className="oc-row">
          {COLOURS.map(([k, label]) => (
            <span key={k}>
              <label htmlFor={`brand-${k}`}>{label}</label>
              <input id={`brand-${k}`} type="color" data-testid={`brand-colour-${k}`} value={draft.palette[k]} onChange={(e) => set({ palette: { ...draft.palette, [k]: e.target.value } })} />
            </span>
          ))}
        </div>
        <div className="oc-row">
          {LOGOS.map(([k, label]) => (
            <span key={k}>
              <label htmlFor={`brand-logo-${k}`}>{label} (SVG)</label>
              <input id={`brand-logo-${k}`} type="file" accept="image/svg+xml,.svg" data-testid={`brand-logo-${k}`} onChange={(e) => readLogo(k, e.target.files?.[0])} />
              {draft.logo[k] ? <img className="oc-logo" alt={`${label}, as stored`} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(draft.logo[k])}`} /> : null}
            </span>
          ))}
        </div>
        <label htmlFor="brand-extra">Licence and footer texts per language, and support contacts (JSON)</label>
        <textarea id="brand-extra" className="oc-json" data-testid="brand-extra" rows={8} value={extra} onChange={(e) => setExtra(e.target.value)} />
      </fieldset>
      <div className="oc-row" hidden={!may}>
        <button type="button" className="oc-primary" data-testid="brand-save" onClick={() => void save()}>
          Save brand…
        </button>
        {current ? (
          <button type="button" data-testid="brand-reset" onClick={() => void reset()}>
            Back to the platform’s brand…
          </button>
        ) : null}
      </div>
    </>
  );
}

export function SiteSection({ merchant, confirm }: { merchant: string; confirm: Confirm }) {
  const { data, error } = usePoll(() => api<SiteSettings>('GET', `/ops/merchants/${encodeURIComponent(merchant)}/site`), [merchant]);
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const may = useCan().release(merchant);
  // Until this merchant's answer is in, the last one (another merchant's, or none) is not shown; a failed load says why.
  if (!data || data.merchant !== merchant) return error ? <ErrorAlert error={error} /> : <p data-testid="site-loading">{`Loading the site of ${merchant}…`}</p>;
  const done = (text: string, error: boolean) => setOutcome({ text, error });
  const switchWorker = async (enabled: boolean) => {
    const what = enabled
      ? 'Players’ browsers install the service worker again on their next visit.'
      : 'Kill switch: every browser that has the worker unregisters it and clears its caches on its next visit.';
    if (!(await confirm(`Service worker of ${merchant}: ${enabled ? 'on' : 'off'}`, <DiffList lines={[{ what: `service worker (${what})`, del: data.workerEnabled ? 'on' : 'off', add: enabled ? 'on' : 'off' }]} />))) return;
    try {
      await api('PUT', `/ops/merchants/${encodeURIComponent(merchant)}/worker`, { enabled });
      done(`Service worker of ${merchant}: ${enabled ? 'on' : 'off'}.`, false);
    } catch (e) {
      done(errorText(e), true);
    }
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };
  return (
    <>
      {may ? null : (
        <p className="oc-note" id="brand-locked" data-testid="brand-locked">{`Changing the brand or the worker needs release:${merchant}, release:* or admin; this credential may only read them.`}</p>
      )}
      <p className="oc-note" data-testid="brand-current">{data.brand ? `Brand: ${data.brand.name}.` : 'Brand: the platform’s own (Tessera).'}</p>
      {/* A new form per stored brand: what is shown is what is stored until someone edits it. */}
      <BrandForm key={JSON.stringify(data.brand)} merchant={merchant} current={data.brand} confirm={confirm} done={done} />
      <div className="oc-row">
        <span data-testid="worker-state">{`Service worker: ${data.workerEnabled ? 'on' : 'off (kill switch)'}`}</span>
        <button type="button" hidden={!may} className={data.workerEnabled ? 'oc-danger' : undefined} data-testid="worker-switch" onClick={() => void switchWorker(!data.workerEnabled)}>
          {data.workerEnabled ? 'Switch the worker off (kill switch)…' : 'Switch the worker back on…'}
        </button>
      </div>
      {outcome ? (
        <p className={outcome.error ? 'oc-error' : 'oc-ok'} role={outcome.error ? 'alert' : 'status'} data-testid="site-status">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
