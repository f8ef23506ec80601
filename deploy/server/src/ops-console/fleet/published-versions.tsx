import { useId, useState } from 'react';
import type { ArtifactSummary, Verification } from './api';
import { ScrollTable } from './scroll-region';

const size = (bytes: number | null) => (bytes === null ? '–' : bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.round(bytes / 1024)} kB`);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en') : '–');

/** Every published version of every app: size, shared contract, build and publish time, who published it, its last browser check per merchant. */
export function PublishedVersions({ artifacts, checks }: { artifacts: ArtifactSummary[]; checks: Verification[] }) {
  const ids = useId();
  const [app, setApp] = useState('');
  const shown = [...artifacts].filter((a) => !app || a.app === app).reverse();
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="published-versions">
      <h2 id={`${ids}-h`}>Published versions</h2>
      <div className="oc-row">
        <label htmlFor={`${ids}-app`}>App</label>
        <select id={`${ids}-app`} value={app} onChange={(e) => setApp(e.target.value)}>
          <option value="">all</option>
          {['host', 'games', 'member', 'agent', 'lottery'].map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </div>
      <ScrollTable label="Published versions" heads={['App', 'Version', 'Size', 'Shared contract', 'Built', 'Published', 'By', 'Last check']} bodyTestId="published-rows">
        {shown.map((a) => (
          <tr key={`${a.app}@${a.version}`}>
            <td>{a.app}</td>
            <td>{a.version}</td>
            <td>{size(a.sizeBytes)}</td>
            <td>{a.sharedContract ?? '–'}</td>
            <td>{a.buildTime ? when(a.buildTime) : 'not recorded (reproducible build)'}</td>
            <td>{when(a.publishedAt)}</td>
            <td>{a.publishedBy ?? '–'}</td>
            <td data-testid={`check-${a.app}-${a.version}`}>
              {checks
                .filter((c) => c.remote === a.app && c.version === a.version)
                .map((c) => `${c.merchant}: ${c.ok ? 'passed' : `failed (${c.problems.length})`} ${when(c.at)}`)
                .join('; ') || '–'}
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
