/**
 * The header nav is one Tab stop (docs/product.md#header-and-nav): a roving tabindex over its categories and their
 * vendor toggles, so a keyboard reaches the login form in a few stops instead of one per category and toggle.
 * Arrow keys move along the nav (either axis: a row on a desk, a column in a phone's menu), Home and End jump to
 * its ends; a toggle opened from the keyboard puts focus on its first vendor, arrows move among the vendors and
 * Escape goes back to the toggle. The last item focused keeps the stop, as the WAI-ARIA practices describe.
 */
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const TOP = '.h-nav__item, .h-nav__toggle';
const VENDOR = '.h-dropdown__vendor, .h-dropdown__more';

function tops(list: HTMLElement): HTMLElement[] {
  // A phone's menu hides the toggles (host.css): they get no stop there.
  return [...list.querySelectorAll<HTMLElement>(TOP)].filter((el) => getComputedStyle(el).display !== 'none');
}

/** Gives the stop to `stop` (or keeps the current one), and takes every other item and vendor out of the Tab order. */
function assignStops(list: HTMLElement, stop?: HTMLElement): void {
  const items = tops(list);
  const current = stop ?? items.find((el) => el.tabIndex === 0 && el.dataset.rovingStop === '1') ?? items.find((el) => el.getAttribute('aria-current') === 'page') ?? items[0];
  for (const el of items) {
    el.tabIndex = el === current ? 0 : -1;
    if (el === current) el.dataset.rovingStop = '1';
    else delete el.dataset.rovingStop;
  }
  for (const el of list.querySelectorAll<HTMLElement>(VENDOR)) el.tabIndex = -1;
}

export function useRovingNav(): { ref: RefObject<HTMLUListElement | null>; onKeyDown(e: KeyboardEvent): void; onFocus(e: FocusEvent): void } {
  const ref = useRef<HTMLUListElement>(null);
  // After every render: new categories (the menu's answer) join the roving set out of the Tab order.
  useLayoutEffect(() => {
    if (ref.current) assignStops(ref.current);
  });

  const onFocus = useCallback((e: FocusEvent) => {
    const list = ref.current;
    const el = e.target as HTMLElement;
    if (list && el.matches(TOP)) assignStops(list, el);
  }, []);

  const onKeyDown = useCallback((e: KeyboardEvent) => {
    const list = ref.current;
    const el = e.target as HTMLElement;
    if (!list) return;
    const dropdown = el.closest<HTMLElement>('.h-dropdown');
    if (dropdown) {
      const vendors = [...dropdown.querySelectorAll<HTMLElement>(VENDOR)];
      const at = vendors.indexOf(el);
      const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
      if (step !== 0) {
        e.preventDefault();
        vendors[(at + step + vendors.length) % vendors.length]?.focus();
      } else if (e.key === 'Escape') {
        // The entry's own Escape closes the drop-down; focus goes back to its toggle.
        el.closest('.h-nav__entry')?.querySelector<HTMLElement>('.h-nav__toggle')?.focus();
      }
      return;
    }
    if (!el.matches(TOP)) return;
    const items = tops(list);
    const at = items.indexOf(el);
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = items[(at + 1) % items.length];
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = items[(at - 1 + items.length) % items.length];
    else if (e.key === 'Home') next = items[0];
    else if (e.key === 'End') next = items.at(-1);
    else if ((e.key === 'Enter' || e.key === ' ') && el.matches('.h-nav__toggle') && el.getAttribute('aria-expanded') !== 'true') {
      // Opened from the keyboard: once the drop-down shows, its first vendor takes focus.
      const entry = el.closest('.h-nav__entry');
      requestAnimationFrame(() => entry?.querySelector<HTMLElement>(VENDOR)?.focus());
      return;
    }
    if (next) {
      e.preventDefault();
      assignStops(list, next);
      next.focus();
    }
  }, []);

  return { ref, onKeyDown, onFocus };
}
