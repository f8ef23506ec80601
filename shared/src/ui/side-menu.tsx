/** The left menu of the member and agent centres: one active item, optional disabled items. */
import type { ReactNode } from 'react';

export interface SideMenuItem<K extends string> {
  key: K;
  label: string;
  disabled?: boolean;
  /** Tooltip, e.g. why an item is disabled. */
  title?: string;
  /** A count shown beside the label when above zero (unread messages, open promotions). */
  badge?: number;
  /** How the badge reads to a screen reader, e.g. "3 unread"; the number alone otherwise. */
  badgeLabel?: string;
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
                {item.badge != null && item.badge > 0 && (
                  <span className="t-side-menu__badge" data-testid={`menu-badge-${item.key}`}>
                    <span aria-hidden="true">{item.badge > 99 ? '99+' : item.badge}</span>
                    <span className="t-visually-hidden">{item.badgeLabel ?? String(item.badge)}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {children}
    </nav>
  );
}
