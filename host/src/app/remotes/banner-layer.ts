/**
 * Keeps the override banner above everything the apps open. A modal `<dialog>` (the member centre, the login) sits
 * in the browser's top layer, where no z-index reaches, and makes the rest of the page inert; so while one is open
 * the banner moves inside the topmost one (still fixed to the viewport: the dialog is the full-screen backdrop,
 * with no transform) and the dialog keeps room for it at the bottom, so it covers none of the dialog's content.
 * When the dialog closes or goes, the banner goes back to the body.
 */

/** The open modal dialogs, topmost last (top-layer order is the order they opened in; the newest is usually last in the DOM too). */
function openModals(doc: Document): HTMLDialogElement[] {
  // `:modal` is the top layer's; a Dialog component's dialog also says aria-modal (jsdom knows no top layer).
  return [...doc.querySelectorAll('dialog')].filter((d) => d.open && (d.getAttribute('aria-modal') === 'true' || safeMatches(d, ':modal')));
}

function safeMatches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

const ROOM = 'tesseraBannerRoom';

export function keepAboveDialogs(banner: HTMLElement, doc: Document = document): () => void {
  let host: HTMLDialogElement | null = null;
  const leave = () => {
    if (host && ROOM in host.dataset) {
      host.style.paddingBottom = host.dataset[ROOM] ?? '';
      delete host.dataset[ROOM];
    }
    host = null;
  };
  const place = () => {
    const top = openModals(doc).at(-1) ?? null;
    if (top !== host) {
      leave();
      if (top) {
        top.dataset[ROOM] = top.style.paddingBottom;
        host = top;
      }
    }
    const parent = host ?? doc.body;
    if (banner.parentNode !== parent) parent.append(banner);
    if (host) host.style.paddingBottom = `${banner.offsetHeight}px`;
  };
  const observer = new MutationObserver(place);
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  // The banner's height changes with the width (its text wraps on a phone).
  doc.defaultView?.addEventListener('resize', place);
  place();
  return () => {
    observer.disconnect();
    doc.defaultView?.removeEventListener('resize', place);
    leave();
  };
}
