import { matchesMedia, useMediaQuery } from './media-query';

/**
 * Where the header bar has room for its own login form; narrower, host.css hides the form and the visitor's
 * "Log in" button opens it in a sheet instead (the same width as host.css's `max-width: 900px` rules).
 */
export const WIDE_HEADER = '(min-width: 901px)';

/** Whether the page is that wide now; true where the browser cannot tell (no `matchMedia`), as before this check. */
export function isWideHeader(): boolean {
  return matchesMedia(WIDE_HEADER, true);
}

/** `isWideHeader()`, re-rendering when the width crosses the line (a turned tablet, a resized window). */
export function useWideHeader(): boolean {
  return useMediaQuery(WIDE_HEADER, true);
}
