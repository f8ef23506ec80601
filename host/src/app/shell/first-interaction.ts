import { afterNextPaint } from '@tessera/shared/kit';

// Pointer events cover touch as well: a finger's tap is a pointerdown and a pointerup (or a pointercancel when it
// turns into a scroll).
const STARTS = ['pointerdown', 'keydown'];
const ENDS = ['pointerup', 'pointercancel', 'keyup'];

/** Listens (capture, passive) to `types` on the window; returns the stop. */
function listen(types: string[], fn: () => void): () => void {
  for (const type of types) window.addEventListener(type, fn, { capture: true, passive: true });
  return () => {
    for (const type of types) window.removeEventListener(type, fn, true);
  };
}

/**
 * Calls `run` once, after the visitor's first pointer or key has been answered: at the end of that gesture, after
 * the next paint (a task queued from the next frame's animation callback runs after its paint); returns the cancel.
 * Code that only a click can need (the login dialog) starts loading with the first tap, and a page nobody touches
 * never loads it; the warm-up's own work (a chunk's script tags, the federation's share lookup: some 50 ms on a
 * phone) no longer sits inside the tap, in front of the paint that answers it (docs/performance.md, taps).
 */
export function onFirstInteraction(run: () => void): () => void {
  let live = true;
  let stop = listen(STARTS, () => {
    stop();
    stop = listen(ENDS, () => {
      stop();
      afterNextPaint(() => live && run());
    });
  });
  return () => {
    live = false;
    stop();
  };
}
