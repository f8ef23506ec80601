/** This merchant's audit: each change summed up, as its diff (before → after). */
import type { AuditRow } from '../api';
import { ColumnHeads } from '../column-heads';
import { ScrollRegion } from '../scroll-region';
import { AuditChange } from './audit-change-view';
import { when } from './kit';

export function AuditSection({ rows }: { rows: AuditRow[] }) {
  return (
    <ScrollRegion label="Audit log of this merchant">
      <table>
        <ColumnHeads names={['When', 'Actor', 'Action', 'Change']} />
        <tbody data-testid="audit-rows">
          {rows.map((r) => (
            <tr key={r.id} data-action={r.action}>
              <td>{when(r.at)}</td>
              <td>{r.actor}</td>
              <td>{r.action}</td>
              <td>
                <AuditChange row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
