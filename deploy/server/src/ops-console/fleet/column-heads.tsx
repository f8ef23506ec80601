/** A table's header row: one column header per name, the name its key (a table's names differ). */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((t) => (
          <th scope="col" key={t}>
            {t}
          </th>
        ))}
      </tr>
    </thead>
  );
}
