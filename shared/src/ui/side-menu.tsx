/** The left menu of the member and agent centres: one active item, optional disabled items. */
import type { ReactNode } from 'react';

export interface SideMenuItem<K extends string> {
  key: K;
  label: string;
  disabled?: boolean;
  /** Tooltip, e.g. why an item is disabled. */
  title?: string;
}

export interface SideMenuProps<K extends string> {
  label: string;
  items: readonly SideMenuItem<K>[];
  current: K;
  onSelect(key: K): void;
  busy?: boolean;
  /** Shown under the items (a notice, a retry link). */
  children?: ReactNode;
}

export function SideMenu<K extends string>({ label, items, current, onSelect, busy, children }: SideMenuProps<K>) {
  return (
    <nav className="t-side-menu" aria-label={label} aria-busy={busy || undefined}>
      <ul>
        {items.map((item) => {
          const active = item.key === current;
          return (
            <li key={item.key}>
              <button
                type="button"
                className={active ? 't-side-menu__item t-side-menu__item--active' : 't-side-menu__item'}
                aria-current={active ? 'page' : undefined}
                disabled={item.disabled}
                aria-disabled={item.disabled ? 'true' : undefined}
                title={item.title}
                onClick={() => onSelect(item.key)}
              >
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
      {children}
    </nav>
  );
}
