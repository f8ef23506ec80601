const EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `run` once, at the visitor's first pointer, key or touch, and returns the cancel. Code that only a click
 * can need (the login dialog) starts loading as the finger lands, before the click that asks for it, and a page
 * nobody touches never loads it.
 */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const type of EVENTS) window.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    run();
  }
  for (const type of EVENTS) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
