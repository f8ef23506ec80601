/**
 * Lazy overlays: a dialog's code (and the form library it brings) loads the first time it is asked for,
 * not with the page. Once opened it stays mounted, so it keeps its state between openings as before.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '@tessera/shared/kit';

/** `fallback`: what shows while the first opening's chunk comes (a spinner unless the overlay draws its own box). */
export function WhenOpened({ open, children, fallback = <Spinner /> }: { open: boolean; children: ReactNode; fallback?: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived during render (React's "storing information from previous renders"): no extra commit.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  // The spinner shows only for the moment the first opening's chunk takes to arrive.
  return <Suspense fallback={open ? fallback : null}>{children}</Suspense>;
}
