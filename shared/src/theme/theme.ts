/** Dark/light theme as CSS variables on <html data-theme>; default dark, kept in localStorage (docs/product.md#page-top). */
import { LOCAL_KEYS } from '../session/session';

export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';

export function storedTheme(): Theme {
  const v = globalThis.localStorage?.getItem(LOCAL_KEYS.theme);
  return v === 'light' || v === 'dark' ? v : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(LOCAL_KEYS.theme, theme);
}
