/** An audit row's change: publishes and override links in a line of words, anything else as its diff. */
import type { AuditRow } from '../api';
import { auditLines, plain } from '../audit-change';
import { DiffList } from './diff-list';
import { when } from './kit';

export function AuditChange({ row }: { row: AuditRow }) {
  const o = (row.after && typeof row.after === 'object' ? row.after : {}) as Record<string, unknown>;
  const text = (v: unknown) => (v === undefined || v === null ? '' : plain(v));
  let body;
  if (row.action === 'publish') {
    body = (
      <ul className="oc-diff">
        <li>
          {'published: '}
          <span className="oc-add">{`+ ${text(o.app)}@${text(o.version)}`}</span>
        </li>
      </ul>
    );
  } else if (row.action === 'override-link') {
    const until = typeof o.expiresAt === 'string' ? when(o.expiresAt) : '';
    body = (
      <ul className="oc-diff">
        <li>
          {`${text(o.remote)} for one browser: `}
          <span className="oc-add">{`+ ${text(o.url) || text(o.version)}`}</span>
          {` until ${until}`}
        </li>
      </ul>
    );
  } else {
    body = <DiffList lines={auditLines(row)} />;
  }
  return (
    <>
      {row.note ? <p className="oc-bad">{row.note}</p> : null}
      {body}
    </>
  );
}
