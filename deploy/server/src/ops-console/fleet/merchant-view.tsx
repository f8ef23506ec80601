/**
 * One merchant's details, on demand: picked from the fleet, the incidents strip or the merchants list. Its release set
 * with pin, canary, promote and canary off per remote is shown at once; its override link, telemetry, revision
 * history and site open when asked for, its audit is open. Every change names the merchant and the revision it
 * was based on, and is confirmed with its diff and what is known of the version it brings (last check, recent
 * loads); a stale revision is said plainly, and the view reloads either way (and after a change made elsewhere).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { api, type ArtifactSummary, type AuditRow, CHANGED_EVENT, type MerchantSummary, type ReleaseSet, type TelemetryWindow, type Verification } from './api';
import { useConfirm } from './confirm-dialog';
import { AuditSection } from './merchant/audit-section';
import { DiffList } from './merchant/diff-list';
import { HistorySection } from './merchant/history-section';
import type { Act, HistoryRow } from './merchant/kit';
import { OverrideSection } from './merchant/override-section';
import { RemotesSection } from './merchant/remotes-section';
import { SiteSection } from './merchant/site-section';
import { TargetFacts } from './merchant/target-facts';
import { TelemetrySection } from './merchant/telemetry-section';
import { errorText, releaseDiff } from './release-diff';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

interface MerchantData {
  release: ReleaseSet;
  history: HistoryRow[];
  audit: AuditRow[];
  telemetry: TelemetryWindow;
  checks: Verification[];
}

const WINDOWS: Record<string, string> = { '1h': 'last hour', '24h': 'last day', '7d': 'last week' };

async function loadMerchant(merchant: string, since: string): Promise<MerchantData> {
  const enc = encodeURIComponent(merchant);
  const [release, history, audit, telemetry, checks] = await Promise.all([
    api<ReleaseSet>('GET', `/ops/merchants/${enc}/release`),
    api<HistoryRow[]>('GET', `/ops/merchants/${enc}/history`),
    api<AuditRow[]>('GET', `/ops/audit?merchant=${enc}&limit=50`),
    api<TelemetryWindow>('GET', `/ops/telemetry?since=${since}&merchant=${enc}`),
    api<Verification[]>('GET', `/ops/merchants/${enc}/verifications`),
  ]);
  return { release, history, audit, telemetry, checks };
}

/**
 * A part of the details that opens when asked for (its id is `oc-part-<id>`, so a link or a test can open it); what
 * is open stays open from one merchant to the next.
 */
function Part({ id, title, opened, children }: { id: string; title: string; opened: [ReadonlySet<string>, (id: string, open: boolean) => void]; children: ReactNode }) {
  const [open, setOpen] = opened;
  return (
    <details id={`oc-part-${id}`} className="oc-part" open={open.has(id)} onToggle={(e) => setOpen(id, e.currentTarget.open)} data-testid={`part-${id}`}>
      <summary>
        <h3>{title}</h3>
      </summary>
      {children}
    </details>
  );
}

/** `onUnauthorized`: the token stopped working (revoked, rotated): back to the sign-in with this text. */
export function MerchantView({
  merchants,
  artifacts,
  selected,
  onSelect,
  onUnauthorized,
}: {
  merchants: MerchantSummary[];
  artifacts: ArtifactSummary[];
  selected: string;
  onSelect: (merchant: string) => void;
  onUnauthorized: (message: string) => void;
}) {
  const [since, setSince] = useState('1h');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['audit']));
  const opened: [ReadonlySet<string>, (id: string, open: boolean) => void] = [
    open,
    (id, now) => setOpen((prev) => (prev.has(id) === now ? prev : new Set([...prev].filter((p) => p !== id).concat(now ? [id] : [])))),
  ];
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  // A change's outcome is shown once the view has reloaded, so what it says and what is shown agree.
  const [pending, setPending] = useState<{ text: string; error: boolean } | null>(null);
  const confirm = useConfirm();
  const { data, error } = usePoll(() => (selected ? loadMerchant(selected, since) : Promise.resolve(null)), [selected, since]);
  useEffect(() => {
    if (error?.startsWith('401 ')) onUnauthorized('The ops token was refused. Sign in again.');
  }, [error, onUnauthorized]);
  useEffect(() => {
    if (!pending) return;
    setNotice(pending);
    setPending(null);
    // Only a reload moves the pending outcome on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  useEffect(() => setNotice(null), [selected]);

  const act: Act = async (title, next, run, target) => {
    if (!data?.release) return;
    const body = (
      <>
        <p>
          Merchant: <strong data-testid="confirm-merchant">{data.release.merchant}</strong> (revision {data.release.revision})
        </p>
        <DiffList lines={releaseDiff(data.release, next)} />
        {target ? <TargetFacts merchant={data.release.merchant} target={target} checks={data.checks} rates={data.telemetry.rates} window={WINDOWS[since] ?? since} /> : null}
      </>
    );
    if (!(await confirm(title, body))) return;
    try {
      await run();
      setPending({ text: `${title}: done.`, error: false });
    } catch (e) {
      setPending({ text: errorText(e), error: true });
    }
    // Reloads this view (and the fleet view) either way: after a stale revision it shows the current set.
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };

  return (
    <section aria-labelledby="oc-merchant-h" id="merchant" data-testid="merchant-details">
      <h2 id="oc-merchant-h" tabIndex={-1}>
        Merchant details{selected ? `: ${selected}` : ''}
      </h2>
      {merchants.length ? (
        <nav className="oc-row oc-merchants" aria-label="Merchants">
          {merchants.map((m) => (
            <button key={m.merchant} type="button" aria-current={m.merchant === selected ? 'true' : 'false'} onClick={() => onSelect(m.merchant)}>
              {m.merchant}
            </button>
          ))}
        </nav>
      ) : (
        <p>No merchant has a release set yet.</p>
      )}
      {notice ? (
        <p className={notice.error ? 'oc-error' : 'oc-ok'} role={notice.error ? 'alert' : 'status'} data-testid="status">
          {notice.text}
        </p>
      ) : null}
      <ErrorAlert error={error && !error.startsWith('401 ') ? error : null} />
      {data && data.release.merchant === selected ? (
        <>
          <RemotesSection release={data.release} artifacts={artifacts} act={act} />
          <Part id="override" opened={opened} title="Override link">
            <OverrideSection release={data.release} artifacts={artifacts} confirm={confirm} />
          </Part>
          <Part id="telemetry" opened={opened} title={`Telemetry of ${selected}`}>
            <TelemetrySection telemetry={data.telemetry} since={since} setSince={setSince} />
          </Part>
          <Part id="history" opened={opened} title="Revision history">
            <HistorySection release={data.release} history={data.history} act={act} />
          </Part>
          <Part id="site" opened={opened} title="Site: brand and service worker">
            <SiteSection merchant={selected} confirm={confirm} />
          </Part>
          <Part id="audit" opened={opened} title={`Audit log of ${selected}`}>
            <AuditSection rows={data.audit} />
          </Part>
        </>
      ) : null}
    </section>
  );
}
