/** The audit as a table, newest first, each change as its diff: one merchant's (AuditSection) or the fleet's (audit-log.tsx, with a merchant column). */
import type { AuditRow } from '../api';
import { ScrollTable } from '../scroll-region';
import { AuditChange } from './audit-change-view';
import { when } from './kit';

export function AuditTable({ rows, label, bodyTestId, merchants = false }: { rows: AuditRow[]; label: string; bodyTestId: string; merchants?: boolean }) {
  return (
    <ScrollTable label={label} heads={merchants ? ['When', 'Who', 'Action', 'Merchant', 'Change'] : ['When', 'Who', 'Action', 'Change']} bodyTestId={bodyTestId}>
      {rows.map((r) => (
        <tr key={r.id} data-action={r.action}>
          <td>{when(r.at)}</td>
          <td>{r.actor}</td>
          <td>{r.action}</td>
          {merchants ? <td>{r.merchant}</td> : null}
          <td>
            <AuditChange row={r} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** This merchant's audit. */
export function AuditSection({ rows }: { rows: AuditRow[] }) {
  return <AuditTable rows={rows} label="Audit log of this merchant" bodyTestId="audit-rows" />;
}
