/** Revision history, with rollback to any earlier revision. */
import { api, type ReleaseSet } from '../api';
import { releaseDiff } from '../release-diff';
import { DiffList } from './diff-list';
import { useCan } from '../permissions';
import { ScrollTable } from '../scroll-region';
import { type Act, type HistoryRow, when } from './kit';

export function HistorySection({ release, history, act }: { release: ReleaseSet; history: HistoryRow[]; act: Act }) {
  const rows = [...history].reverse();
  const may = useCan().release(release.merchant);
  return (
    <ScrollTable label={`Revision history of ${release.merchant}`} heads={['Revision', 'When', 'Who', 'Change', '']}>
      {rows.map((h, i) => (
        <tr key={h.revision}>
          <td>{h.revision}</td>
          <td>{when(h.at)}</td>
          <td>{h.actor}</td>
          <td>
            <DiffList lines={releaseDiff(rows[i + 1]?.release ?? null, h.release)} />
          </td>
          <td>
            {h.revision === release.revision ? (
              'current'
            ) : !may ? null : (
              <button
                type="button"
                data-testid={`rollback-${h.revision}`}
                onClick={() =>
                  void act(`Roll back ${release.merchant} to revision ${h.revision}`, h.release, () =>
                    api('POST', `/ops/merchants/${encodeURIComponent(release.merchant)}/release/rollback`, { expectedRevision: release.revision, toRevision: h.revision }),
                  )
                }
              >
                Roll back to this…
              </button>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

