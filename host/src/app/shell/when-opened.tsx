/**
 * Lazy overlays: a dialog's code (and the form library it brings) loads the first time it is asked for,
 * not with the page. Once opened it stays mounted, so it keeps its state between openings as before.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '@tessera/shared/kit';

/**
 * What a dialog's first opening shows while its chunk comes: the dialogs' own backdrop with a spinner, at once, so a
 * tap on a slow line is answered before the dialog's code has arrived.
 */
export function OverlayWait() {
  return (
    <div className="t-dialog-backdrop t-dialog-backdrop--modal h-overlay-wait" data-testid="overlay-wait">
      <div className="h-overlay-wait__box">
        <Spinner />
      </div>
    </div>
  );
}

/** `fallback`: what shows while the first opening's chunk comes (the backdrop and a spinner; none for what opens by itself). */
export function WhenOpened({ open, children, fallback = <OverlayWait /> }: { open: boolean; children: ReactNode; fallback?: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived during render (React's "storing information from previous renders"): no extra commit.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  // The fallback shows only for the moment the first opening's chunk takes to arrive.
  return <Suspense fallback={open ? fallback : null}>{children}</Suspense>;
}
