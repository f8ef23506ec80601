/**
 * A table's header row: one column header per name, the name its key (a table's names differ). An empty name is
 * a row's action column: named for a screen reader only.
 */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((t) => (
          <th scope="col" key={t}>
            {t || <span className="oc-visually-hidden">Action</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}
