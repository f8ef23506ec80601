/** Resolves in a later task of the event loop: the work after it is not part of the current (long) task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
