import { useEffect } from 'react';

/**
 * A centre's side of "every page a URL" (member and agent centres): the host keeps the page in its URL, so a
 * reload, a link and Back find it again. Only a page the host did not ask for is reported (picked in the menu, a
 * default, a fallback), read live through `readShown`: in the commit that asks for `page`, the rendered page is
 * still the one before, and echoing it back would make host and centre ping-pong. `rendered` is the page the
 * centre rendered, so a change of it reports again.
 */
export function useReportPage<P extends string>(page: P | undefined, rendered: P, readShown: () => P, onPageChange?: (page: P) => void): void {
  useEffect(() => {
    const shown = readShown();
    if (shown !== page) onPageChange?.(shown);
    // readShown reads the store; what it reads changes with `rendered`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onPageChange, rendered, page]);
}
