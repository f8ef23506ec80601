/**
 * Runs `fn` after the next paint: a task queued from the next frame's animation callback runs after that frame is
 * painted. For work a tap causes but its answer on screen need not wait for (a URL, a report to the host, a warm-up).
 * Returns the cancel.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
