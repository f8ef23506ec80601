/**
 * The HTML sanitiser's loader: part of the federation singleton, so a page that shows server HTML from several
 * apps loads DOMPurify once. SafeHtml (the kit) renders with it.
 */
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

/** The sanitiser if it has loaded, for a first render without a flash of the empty box. */
export function loadedSanitizer(): Sanitize | undefined {
  return ready;
}
