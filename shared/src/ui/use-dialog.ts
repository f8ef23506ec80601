import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FocusableElement, tabbable as tabbableFn } from 'tabbable';

type Tabbable = typeof tabbableFn;
/**
 * tabbable (the list of a dialog's focusable controls, for the Tab wrap) loads with the first dialog opened, not
 * with the shared entry every page loads: most pages open none. `loaded` is set once it has come.
 */
let loaded: Tabbable | undefined;
let loading: Promise<Tabbable> | undefined;
const loadTabbable = (): Promise<Tabbable> =>
  (loading ??= import('tabbable').then(
    (m) => (loaded = m.tabbable),
    (e: unknown) => {
      loading = undefined; // offline: the next Tab asks again
      throw e;
    },
  ));

/** The four events of the modal wrapper (docs/product.md#modals). */
export interface DialogLifecycle {
  /** Before the dialog is shown. */
  onBeforeOpen?: () => void;
  /** Once the dialog is shown, inert behind and focused. */
  onOpened?: () => void;
  /** When a close is asked for (close button, Escape); return false to keep the dialog open. */
  onBeforeClose?: () => boolean | void;
  /** After the dialog is gone and focus is back on its opener. */
  onClosed?: () => void;
}

export interface UseDialogOptions extends DialogLifecycle {
  /** Called after `onBeforeClose` agreed: the owner removes the dialog. */
  onClose?: () => void;
  /** Whether Escape (and the platform's other close requests) closes the dialog. */
  closeOnEscape?: boolean;
}

/**
 * A native modal `<dialog>` (`showModal()`): the browser makes the rest of the page inert and keeps the
 * dialog on top of any other. On top of that: Tab wraps inside the dialog instead of leaving for the
 * browser's own controls, Escape closes only when allowed (Chrome would close on a repeated Escape even
 * when `cancel` is prevented, so the key is stopped before it becomes a close request), focus goes back to
 * the opener, and the lifecycle events fire in order. Returns the ref for the `<dialog>` and `requestClose`.
 */
export function useDialog<T extends HTMLDialogElement = HTMLDialogElement>(options: UseDialogOptions = {}) {
  const ref = useRef<T>(null);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const requestClose = useRef(() => {
    const { onBeforeClose, onClose } = optionsRef.current;
    if (onBeforeClose?.() === false) return;
    onClose?.();
  }).current;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    optionsRef.current.onBeforeOpen?.();
    // jsdom (unit tests) has no showModal; an open attribute shows the same content there.
    if (typeof el.showModal === 'function') {
      if (!el.open) el.showModal();
    } else {
      el.setAttribute('open', '');
    }
    el.focus();
    void loadTabbable().catch(() => undefined);

    /** Where Tab goes when it would leave the dialog: the first control (the last with Shift), or the dialog itself without any. */
    const wrapTarget = (items: FocusableElement[], shift: boolean): FocusableElement | undefined => {
      if (items.length === 0) return el;
      const active = document.activeElement;
      const inside = active instanceof Node && el.contains(active) && active !== el;
      if (shift && (active === items[0] || !inside)) return items[items.length - 1];
      if (!shift && (active === items[items.length - 1] || !inside)) return items[0];
      return undefined;
    };

    const onKey = (e: KeyboardEvent) => {
      // A dialog opened inside this one handles its own keys.
      if (e.target instanceof Element && e.target.closest('dialog') !== el) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        if (optionsRef.current.closeOnEscape !== false) requestClose();
        return;
      }
      if (e.key !== 'Tab') return;
      if (loaded) {
        const to = wrapTarget(loaded(el), e.shiftKey);
        if (to) {
          e.preventDefault();
          to.focus();
        }
        return;
      }
      // A Tab in the moment before tabbable has come: held, and made once it has (wrapping or to the next control).
      e.preventDefault();
      const shift = e.shiftKey;
      void loadTabbable().then(
        (tabbable) => {
          const items = tabbable(el);
          (wrapTarget(items, shift) ?? items[items.indexOf(document.activeElement as FocusableElement) + (shift ? -1 : 1)])?.focus();
        },
        () => undefined,
      );
    };
    // Close requests that are not a key press (Android back, CloseWatcher) are held to the same rule.
    const onCancel = (e: Event) => {
      e.preventDefault();
      if (optionsRef.current.closeOnEscape !== false) requestClose();
    };
    el.addEventListener('keydown', onKey);
    el.addEventListener('cancel', onCancel);
    return () => {
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('cancel', onCancel);
      if (typeof el.close === 'function' && el.open) el.close();
      else el.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
      optionsRef.current.onClosed?.();
    };
  }, [requestClose]);

  useEffect(() => {
    optionsRef.current.onOpened?.();
  }, []);

  return { ref, requestClose };
}
