/**
 * A wide table's own scrolling region: on a phone the table scrolls sideways inside it, never the page. Named and
 * focusable, so a keyboard can scroll it and a screen reader says what it is (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="oc-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
