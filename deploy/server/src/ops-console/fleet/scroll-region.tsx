/**
 * A wide table's own scrolling region: on a phone the table scrolls sideways inside it, never the page. Named and
 * focusable, so a keyboard can scroll it and a screen reader says what it is (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="oc-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table in its own region: its column heads by name (ColumnHeads), its rows the children. */
export function ScrollTable({ label, heads, bodyTestId, children }: { label: string; heads: readonly string[]; bodyTestId?: string; children: ReactNode }) {
  return (
    <ScrollRegion label={label}>
      <table>
        <ColumnHeads names={heads} />
        <tbody data-testid={bodyTestId}>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
