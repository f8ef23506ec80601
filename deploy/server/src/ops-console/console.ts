// Compiled on its own for the browser (tsconfig.console.json: DOM lib, no Node types).
/**
 * The ops console's browser script (served as /ops/console.js; no imports, no framework: one page of
 * tables and forms over the ops API). The ops token is typed in once and kept in sessionStorage, sent
 * as a bearer header, never put in a URL. Every change names the revision it was based on (CAS); a stale
 * revision is shown plainly with the way out (reload).
 */

const TOKEN_KEY = 'tessera:ops-token';
const REMOTES = ['games', 'member', 'agent', 'lottery'] as const;

interface Ref {
  version: string;
  entry: string;
  integrity: string;
}
interface RemoteRelease extends Ref {
  canary?: Ref & { percent: number };
  fallback?: Ref;
}
interface ReleaseSet {
  merchant: string;
  revision: number;
  publishedAt: string;
  host: { version: string };
  remotes: Partial<Record<string, RemoteRelease>>;
  overrides: { allowed: boolean };
}
interface Artifact {
  app: string;
  version: string;
  publishedAt: string;
}
interface AuditRow {
  id: number;
  at: string;
  actor: string;
  merchant: string;
  action: string;
  before: unknown;
  after: unknown;
  note?: string;
}
interface Rate {
  merchant: string;
  remote: string;
  version: string;
  loads: number;
  errors: number;
  fallbacks: number;
  errorRate: number | null;
  avgMs: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; currentRevision?: number },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

const token = () => sessionStorage.getItem(TOKEN_KEY) ?? '';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token()}`, 'X-Ops-Actor': 'ops-console', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, (data ?? {}) as ApiError['body']);
  return data as T;
}

type Child = Node | string | null | undefined | false;
function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | boolean | ((e: Event) => void)> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, ''), v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false) el.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

const main = () => document.getElementById('oc-main') as HTMLElement;
const pct = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);

function message(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 409 && e.body.error === 'stale_revision') {
      return `Someone else changed this release set (it is now at revision ${e.body.currentRevision ?? '?'}). Nothing was applied: reload it, check the change, and try again.`;
    }
    if (e.status === 401) return 'The ops token was refused. Sign in again.';
    return `${e.status} ${e.body.error ?? 'error'}: ${e.body.message ?? ''}`;
  }
  return e instanceof Error ? e.message : String(e);
}

// ---- diffs -----------------------------------------------------------------------------------------

function describeRemote(r: RemoteRelease | undefined): string {
  if (!r) return '(none)';
  return `${r.version}${r.fallback ? `, fallback ${r.fallback.version}` : ''}${r.canary ? `, canary ${r.canary.version} at ${r.canary.percent}%` : ''}`;
}

/** Lines that differ between two release sets, readable: `member: 1.0.0 → 1.1.0, fallback 1.0.0`. */
function releaseDiff(before: ReleaseSet | null, after: ReleaseSet | null): { del: string; add: string; what: string }[] {
  const out: { del: string; add: string; what: string }[] = [];
  if (before?.host.version !== after?.host.version) out.push({ what: 'host', del: before?.host.version ?? '(none)', add: after?.host.version ?? '(none)' });
  for (const name of REMOTES) {
    const a = describeRemote(before?.remotes[name]);
    const b = describeRemote(after?.remotes[name]);
    if (a !== b) out.push({ what: name, del: a, add: b });
  }
  if (Boolean(before?.overrides.allowed) !== Boolean(after?.overrides.allowed)) {
    out.push({ what: 'overrides allowed', del: String(Boolean(before?.overrides.allowed)), add: String(Boolean(after?.overrides.allowed)) });
  }
  return out;
}

function diffList(lines: { del: string; add: string; what: string }[]): HTMLElement {
  if (!lines.length) return h('p', { class: 'oc-note' }, 'No change.');
  return h(
    'ul',
    { class: 'oc-diff' },
    ...lines.map((l) => h('li', {}, `${l.what}: `, h('span', { class: 'oc-del' }, `− ${l.del}`), ' ', h('span', { class: 'oc-add' }, `+ ${l.add}`))),
  );
}

/** Asks for confirmation with the change spelled out; resolves true on Apply. */
function confirmChange(title: string, body: Node): Promise<boolean> {
  const dialog = document.getElementById('oc-confirm') as HTMLDialogElement;
  (document.getElementById('oc-confirm-title') as HTMLElement).textContent = title;
  (document.getElementById('oc-confirm-body') as HTMLElement).replaceChildren(body);
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true }));
}

/** What the release set would look like after an action, for the confirmation. */
function preview(current: ReleaseSet, change: (r: ReleaseSet) => void): ReleaseSet {
  const next = JSON.parse(JSON.stringify(current)) as ReleaseSet;
  change(next);
  return next;
}

// ---- sign in ---------------------------------------------------------------------------------------

function renderSession(): void {
  const box = document.getElementById('oc-session') as HTMLElement;
  box.replaceChildren(
    token()
      ? h('button', {
          type: 'button',
          onclick: () => {
            sessionStorage.removeItem(TOKEN_KEY);
            void start();
          },
        }, 'Sign out')
      : '',
  );
}

function renderLogin(error?: string): void {
  const input = h('input', { id: 'oc-token', type: 'password', autocomplete: 'off', required: true, 'data-testid': 'ops-token' });
  const form = h(
    'form',
    {
      onsubmit: (e: Event) => {
        e.preventDefault();
        sessionStorage.setItem(TOKEN_KEY, input.value.trim());
        void start();
      },
    },
    h('h2', {}, 'Sign in'),
    h('p', { class: 'oc-note' }, 'Paste the ops token (TESSERA_OPS_TOKEN, or the ops-token file in the data directory). It is kept for this tab only.'),
    h('div', { class: 'oc-row' }, h('label', { for: 'oc-token' }, 'Ops token'), input, h('button', { type: 'submit', class: 'oc-primary' }, 'Sign in')),
    error ? h('p', { class: 'oc-error', role: 'alert' }, error) : null,
  );
  main().replaceChildren(h('section', {}, form));
  renderSession();
  input.focus();
}

// ---- merchant view ---------------------------------------------------------------------------------

let merchants: { merchant: string; revision: number }[] = [];
let artifacts: Artifact[] = [];
let selected = '';
let windowSince = '1h';
let notice: { text: string; error: boolean } | null = null;

function versionSelect(app: string, id: string, exclude?: string): HTMLSelectElement {
  const versions = artifacts.filter((a) => a.app === app && a.version !== exclude).map((a) => a.version);
  return h('select', { id }, ...versions.reverse().map((v) => h('option', { value: v }, v)));
}

async function act(title: string, current: ReleaseSet, next: ReleaseSet, run: () => Promise<unknown>): Promise<void> {
  if (!(await confirmChange(title, diffList(releaseDiff(current, next))))) return;
  try {
    await run();
    notice = { text: `${title}: done.`, error: false };
  } catch (e) {
    notice = { text: message(e), error: true };
  }
  await renderMerchant();
}

function remotesSection(release: ReleaseSet): HTMLElement {
  const rows = REMOTES.filter((name) => release.remotes[name]).map((name) => {
    const r = release.remotes[name] as RemoteRelease;
    const pinSel = versionSelect(name, `pin-${name}`, r.version);
    const canarySel = versionSelect(name, `canary-${name}`, r.version);
    const percent = h('input', { id: `percent-${name}`, type: 'number', min: '0', max: '100', value: String(r.canary?.percent ?? 10), size: '4', 'data-testid': `percent-${name}` });
    const base = { expectedRevision: release.revision, remote: name };
    return h(
      'tr',
      { 'data-remote': name },
      h('th', { scope: 'row' }, name),
      h('td', { 'data-testid': `pinned-${name}` }, r.version),
      h('td', {}, r.fallback?.version ?? '–'),
      h('td', { 'data-testid': `canary-${name}` }, r.canary ? `${r.canary.version} at ${r.canary.percent}%` : '–'),
      h(
        'td',
        {},
        h(
          'div',
          { class: 'oc-row' },
          h('label', { for: `pin-${name}` }, 'Pin'),
          pinSel,
          h('button', {
            type: 'button',
            'data-testid': `pin-button-${name}`,
            onclick: () =>
              void act(`Pin ${name} ${pinSel.value}`, release, preview(release, (n) => {
                // As the server does it: the current version becomes the fallback, a canary ends.
                n.remotes[name] = { ...r, version: pinSel.value, fallback: { version: r.version, entry: r.entry, integrity: r.integrity }, canary: undefined };
              }), () => api('POST', `/ops/merchants/${release.merchant}/release/pin`, { ...base, version: pinSel.value })),
          }, 'Pin…'),
        ),
        h(
          'div',
          { class: 'oc-row' },
          h('label', { for: `canary-${name}` }, 'Canary'),
          canarySel,
          h('label', { for: `percent-${name}` }, '%'),
          percent,
          h('button', {
            type: 'button',
            'data-testid': `canary-button-${name}`,
            onclick: () =>
              void act(`Canary ${name} ${canarySel.value} at ${percent.value}%`, release, preview(release, (n) => {
                n.remotes[name]!.canary = { ...r, version: canarySel.value, percent: Number(percent.value) };
              }), () => api('POST', `/ops/merchants/${release.merchant}/release/canary`, { ...base, version: canarySel.value, percent: Number(percent.value) })),
          }, 'Set canary…'),
          r.canary
            ? h('button', {
                type: 'button',
                'data-testid': `promote-button-${name}`,
                onclick: () =>
                  void act(`Promote ${name} ${r.canary!.version}`, release, preview(release, (n) => {
                    n.remotes[name] = { ...r.canary!, fallback: { ...r } };
                  }), () => api('POST', `/ops/merchants/${release.merchant}/release/promote`, base)),
              }, 'Promote…')
            : null,
          r.canary
            ? h('button', {
                type: 'button',
                class: 'oc-danger',
                'data-testid': `canary-off-${name}`,
                onclick: () =>
                  void act(`Canary off for ${name}`, release, preview(release, (n) => {
                    delete n.remotes[name]!.canary;
                  }), () => api('POST', `/ops/merchants/${release.merchant}/release/canary`, { ...base, version: null })),
              }, 'Canary off…')
            : null,
        ),
      ),
    );
  });
  return h(
    'section',
    { 'aria-labelledby': 'oc-remotes' },
    h('h2', { id: 'oc-remotes' }, `${release.merchant}: release set revision `, h('span', { 'data-testid': 'revision' }, String(release.revision))),
    h('p', { class: 'oc-note' }, `Host ${release.host.version}. Published ${new Date(release.publishedAt).toLocaleString('en')}. Overrides by query ${release.overrides.allowed ? 'allowed' : 'not allowed'}.`),
    h('table', {}, h('thead', {}, h('tr', {}, ...['Remote', 'Pinned', 'Fallback', 'Canary', 'Change'].map((t) => h('th', { scope: 'col' }, t)))), h('tbody', {}, ...rows)),
  );
}

function overrideSection(release: ReleaseSet): HTMLElement {
  const remote = h('select', { id: 'ov-remote' }, ...REMOTES.map((r) => h('option', { value: r }, r)));
  const version = h('select', { id: 'ov-version' });
  const fill = () => version.replaceChildren(...artifacts.filter((a) => a.app === remote.value).reverse().map((a) => h('option', { value: a.version }, a.version)));
  remote.addEventListener('change', fill);
  fill();
  const ttl = h('select', { id: 'ov-ttl' }, ...[['3600', '1 hour'], ['86400', '1 day'], ['604800', '7 days']].map(([v, t]) => h('option', { value: v! }, t!)));
  // A dev server instead of a published version (a remote team's dev loop): the server checks the origin.
  const devUrl = h('input', { id: 'ov-dev', type: 'url', placeholder: 'http://localhost:3102/remoteEntry.js', 'data-testid': 'override-dev-url' }) as HTMLInputElement;
  const out = h('div', { 'aria-live': 'polite' });
  return h(
    'section',
    { 'aria-labelledby': 'oc-override' },
    h('h2', { id: 'oc-override' }, 'Override link'),
    h('p', { class: 'oc-note' }, 'A signed link that gives only the browser opening it this version of one remote (or a developer’s dev server), until it expires.'),
    h(
      'div',
      { class: 'oc-row' },
      h('label', { for: 'ov-remote' }, 'Remote'),
      remote,
      h('label', { for: 'ov-version' }, 'Version'),
      version,
      h('label', { for: 'ov-dev' }, 'or dev server'),
      devUrl,
      h('label', { for: 'ov-ttl' }, 'Valid for'),
      ttl,
      h('button', {
        type: 'button',
        'data-testid': 'override-issue',
        onclick: async () => {
          const pinned = release.remotes[remote.value]?.version ?? '(none)';
          const validFor = ttl.selectedOptions[0]?.textContent ?? '';
          const dev = devUrl.value.trim();
          const target = dev || version.value;
          const change = diffList([{ what: `${remote.value} for the browser that opens the link, for ${validFor}`, del: pinned, add: target }]);
          if (!(await confirmChange(`Override link: ${remote.value} ${target}`, change))) return;
          try {
            const res = await api<{ path: string; expiresAt: string }>('POST', `/ops/merchants/${release.merchant}/override-links`, {
              remote: remote.value,
              ...(dev ? { url: dev } : { version: version.value }),
              ttlSeconds: Number(ttl.value),
            });
            out.replaceChildren(h('p', { class: 'oc-link', 'data-testid': 'override-url' }, new URL(res.path, location.origin).href), h('p', { class: 'oc-note' }, `Expires ${new Date(res.expiresAt).toLocaleString('en')}.`));
          } catch (e) {
            out.replaceChildren(h('p', { class: 'oc-error', role: 'alert' }, message(e)));
          }
        },
      }, 'Issue link…'),
    ),
    out,
  );
}

function historySection(release: ReleaseSet, history: { revision: number; at: string; actor: string; release: ReleaseSet }[]): HTMLElement {
  const rows = [...history].reverse().map((h0, i, list) => {
    const previous = list[i + 1]?.release ?? null;
    return h(
      'tr',
      {},
      h('td', {}, String(h0.revision)),
      h('td', {}, new Date(h0.at).toLocaleString('en')),
      h('td', {}, h0.actor),
      h('td', {}, diffList(releaseDiff(previous, h0.release))),
      h(
        'td',
        {},
        h0.revision === release.revision
          ? 'current'
          : h('button', {
              type: 'button',
              'data-testid': `rollback-${h0.revision}`,
              onclick: () =>
                void act(`Roll back to revision ${h0.revision}`, release, h0.release, () =>
                  api('POST', `/ops/merchants/${release.merchant}/release/rollback`, { expectedRevision: release.revision, toRevision: h0.revision }),
                ),
            }, 'Roll back to this…'),
      ),
    );
  });
  return h(
    'section',
    { 'aria-labelledby': 'oc-history' },
    h('h2', { id: 'oc-history' }, 'Revision history'),
    h('table', {}, h('thead', {}, h('tr', {}, ...['Revision', 'When', 'Actor', 'Change', ''].map((t) => h('th', { scope: 'col' }, t)))), h('tbody', {}, ...rows)),
  );
}

/** An audit entry that is not a release-set change (a publish, an override link) in words. */
function eventSummary(action: string, after: unknown): HTMLElement {
  const o = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  if (action === 'publish') return h('ul', { class: 'oc-diff' }, h('li', {}, 'published: ', h('span', { class: 'oc-add' }, `+ ${text(o.app)}@${text(o.version)}`)));
  if (action === 'override-link') {
    const until = typeof o.expiresAt === 'string' ? new Date(o.expiresAt).toLocaleString('en') : '';
    return h('ul', { class: 'oc-diff' }, h('li', {}, `${text(o.remote)} for one browser: `, h('span', { class: 'oc-add' }, `+ ${text(o.url) || text(o.version)}`), ` until ${until}`));
  }
  return h('ul', { class: 'oc-diff' }, ...Object.entries(o).map(([k, v]) => h('li', {}, `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)));
}

function auditSection(rows: AuditRow[]): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'oc-audit' },
    h('h2', { id: 'oc-audit' }, 'Audit log'),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, ...['When', 'Actor', 'Action', 'Change'].map((t) => h('th', { scope: 'col' }, t)))),
      h(
        'tbody',
        { 'data-testid': 'audit-rows' },
        ...rows.map((r) => {
          const isSet = (v: unknown): v is ReleaseSet => !!v && typeof v === 'object' && 'remotes' in v;
          const change = isSet(r.after) || isSet(r.before) ? diffList(releaseDiff(isSet(r.before) ? r.before : null, isSet(r.after) ? r.after : null)) : eventSummary(r.action, r.after);
          return h('tr', { 'data-action': r.action }, h('td', {}, new Date(r.at).toLocaleString('en')), h('td', {}, r.actor), h('td', {}, r.action), h('td', {}, r.note ? h('p', { class: 'oc-bad' }, r.note) : null, change));
        }),
      ),
    ),
  );
}

function telemetrySection(rates: Rate[], policy: { maxErrorRate: number; minSample: number; windowMs: number }): HTMLElement {
  const since = h('select', { id: 'tm-since', 'data-testid': 'telemetry-window' }, ...[['1h', 'last hour'], ['24h', 'last day'], ['7d', 'last week']].map(([v, t]) => h('option', { value: v!, selected: v === windowSince }, t!)));
  since.addEventListener('change', () => {
    windowSince = since.value;
    void renderMerchant();
  });
  return h(
    'section',
    { 'aria-labelledby': 'oc-telemetry' },
    h('h2', { id: 'oc-telemetry' }, 'Telemetry'),
    h('div', { class: 'oc-row' }, h('label', { for: 'tm-since' }, 'Window'), since),
    h('p', { class: 'oc-note' }, `A canary is switched off automatically when its error rate over ${Math.round(policy.windowMs / 60_000)} min passes ${Math.round(policy.maxErrorRate * 100)}% with at least ${policy.minSample} attempts.`),
    rates.length
      ? h(
          'table',
          {},
          h('thead', {}, h('tr', {}, ...['Remote', 'Version', 'Loads', 'Errors', 'Fallbacks', 'Error rate', 'Avg load', 'p50 load', 'p95 load'].map((t) => h('th', { scope: 'col' }, t)))),
          h(
            'tbody',
            { 'data-testid': 'telemetry-rows' },
            ...rates.map((r) =>
              h(
                'tr',
                {},
                h('td', {}, r.remote),
                h('td', {}, r.version),
                h('td', {}, String(r.loads)),
                h('td', {}, String(r.errors)),
                h('td', {}, String(r.fallbacks)),
                h('td', { class: (r.errorRate ?? 0) > policy.maxErrorRate ? 'oc-bad' : 'oc-ok' }, pct(r.errorRate)),
                h('td', {}, r.avgMs === null ? '–' : `${r.avgMs} ms`),
                h('td', { 'data-testid': 'p50' }, r.p50Ms === null ? '–' : `${r.p50Ms} ms`),
                h('td', { 'data-testid': 'p95' }, r.p95Ms === null ? '–' : `${r.p95Ms} ms`),
              ),
            ),
          ),
        )
      : h('p', { class: 'oc-note' }, 'No reports in this window.'),
  );
}

async function renderMerchant(): Promise<void> {
  const nav = h(
    'nav',
    { class: 'oc-row oc-merchants', 'aria-label': 'Merchants' },
    ...merchants.map((m) =>
      h('button', {
        type: 'button',
        'aria-current': m.merchant === selected ? 'true' : 'false',
        onclick: () => {
          selected = m.merchant;
          notice = null;
          void renderMerchant();
        },
      }, m.merchant),
    ),
  );
  const statusEl = notice ? h('p', { class: notice.error ? 'oc-error' : 'oc-ok', role: notice.error ? 'alert' : 'status', 'data-testid': 'status' }, notice.text) : null;
  if (!selected) {
    main().replaceChildren(h('section', {}, h('h2', {}, 'Merchants'), merchants.length ? nav : h('p', {}, 'No merchant has a release set yet.')));
    return;
  }
  try {
    const enc = encodeURIComponent(selected);
    const [release, history, audit, telemetry] = await Promise.all([
      api<ReleaseSet>('GET', `/ops/merchants/${enc}/release`),
      api<{ revision: number; at: string; actor: string; release: ReleaseSet }[]>('GET', `/ops/merchants/${enc}/history`),
      api<AuditRow[]>('GET', `/ops/audit?merchant=${enc}&limit=50`),
      api<{ rates: Rate[]; policy: { maxErrorRate: number; minSample: number; windowMs: number } }>('GET', `/ops/telemetry?since=${windowSince}&merchant=${enc}`),
    ]);
    main().replaceChildren(
      h('section', {}, h('h2', {}, 'Merchants'), nav),
      statusEl ?? '',
      remotesSection(release),
      overrideSection(release),
      telemetrySection(telemetry.rates, telemetry.policy),
      historySection(release, history),
      auditSection(audit),
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return renderLogin(message(e));
    main().replaceChildren(h('section', {}, nav), h('p', { class: 'oc-error', role: 'alert' }, message(e)));
  }
}

async function start(): Promise<void> {
  renderSession();
  if (!token()) return renderLogin();
  try {
    [merchants, artifacts] = await Promise.all([api<typeof merchants>('GET', '/ops/merchants'), api<Artifact[]>('GET', '/ops/artifacts')]);
  } catch (e) {
    sessionStorage.removeItem(TOKEN_KEY);
    return renderLogin(message(e));
  }
  selected = merchants.some((m) => m.merchant === selected) ? selected : (merchants[0]?.merchant ?? '');
  renderSession();
  await renderMerchant();
}

void start();

export {};
