/**
 * HTML from the gateway (announcements, notices, promotions, help) rendered only after DOMPurify has
 * sanitised it; links it keeps open in a new tab without access to this page. The sanitiser loads with the
 * first HTML shown; until then the box stays empty (never the raw HTML).
 */
import { useEffect, useMemo, useState } from 'react';

export type Sanitize = (html: string) => string;

let ready: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser, loading it once; a failed load is retried on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (m) => (ready = m.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function SafeHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => ready);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => undefined, // stays empty; the next mount tries again
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  // Sanitised just above.
  return <div id={id} className={className} aria-busy={sanitize ? undefined : true} dangerouslySetInnerHTML={{ __html: clean }} />;
}
