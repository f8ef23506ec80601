/** A release set's change as lines: what, before, after. */
import type { DiffLine } from '../release-diff';

export function DiffList({ lines }: { lines: DiffLine[] }) {
  if (!lines.length) return <p className="oc-note">No change.</p>;
  return (
    <ul className="oc-diff">
      {lines.map((l) => (
        <li key={l.what}>
          {`${l.what}: `}
          <span className="oc-del">{`− ${l.del}`}</span> <span className="oc-add">{`+ ${l.add}`}</span>
        </li>
      ))}
    </ul>
  );
}
