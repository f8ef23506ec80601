/**
 * The game categories the merchant offers, as the header nav (with vendor drop-downs) or the home page's
 * list (docs/product.md#header-and-nav).
 */
import { useId, useState } from 'react';
import { Link, NavLink } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { LaunchTarget } from '@tessera/shared';
import { Icon } from '../../app/icon';
import { useAppSelector } from '../../app/store';
import { LaunchNotice, useGameLaunch } from './game-launch';
import { CATEGORY_DEFS, dropdownOf, type NavCategory } from './nav-model';
import { selectNav, visibleCategories } from './nav-slice';
import { useRovingNav } from './roving-nav';

type Launch = (target: LaunchTarget, title?: string) => void;

function VendorDropdown({ category, id, onPick, onLaunch }: { category: NavCategory; id: string; onPick: () => void; onLaunch: Launch }) {
  const { t } = useTranslation('host');
  const { shown, more, centred } = dropdownOf(category);
  if (shown.length === 0) return null;
  return (
    <div id={id} className={`h-dropdown${centred ? ' h-dropdown--centred' : ''}`} data-testid={`nav-dropdown-${category.key}`} data-count={shown.length}>
      <ul className="h-dropdown__list">
        {shown.map((v) => (
          <li key={`${v.gameType}-${v.vassalage}`}>
            {/* The href is the category (a new tab still gets somewhere); a click is a launch. */}
            <Link
              to={category.path}
              className="h-dropdown__vendor"
              data-vendor={v.vassalage}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onPick();
                onLaunch(v.target, v.displayName);
              }}
            >
              <img src={v.image} alt="" width={120} height={48} loading="lazy" />
              <span className="h-dropdown__name">{v.displayName}</span>
              {v.isHot && (
                <span className="h-hot" data-testid="hot-icon">
                  <Icon name="flame" size={14} label={t('nav.hot')} />
                </span>
              )}
            </Link>
          </li>
        ))}
        {more && (
          <li>
            <Link to={category.path} className="h-dropdown__more" onClick={onPick} data-testid="nav-more">
              {t('nav.more')}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}

/** Hover, focus or touch on an item: the shell prefetches the remote behind its page. */
type Intent = (path: string) => void;

function CategoryItem({ category, onPick, onLaunch, onIntent }: { category: NavCategory; onPick: () => void; onLaunch: Launch; onIntent?: Intent }) {
  const { t } = useTranslation('host');
  const id = useId();
  const [open, setOpen] = useState(false);
  // After a pick the hover drop-down stays shut until the pointer leaves the entry: left open under a pointer that
  // has not moved, it covers the account row below the nav (its Member centre button).
  const [picked, setPicked] = useState(false);
  const hasDropdown = category.vendors.length > 0;
  const pick = () => {
    setOpen(false);
    setPicked(true);
    onPick();
  };
  return (
    <li
      className={`h-nav__entry${open ? ' is-open' : ''}${picked ? ' is-picked' : ''}`}
      onMouseLeave={() => {
        setOpen(false);
        setPicked(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <NavLink
        to={category.path}
        className="h-nav__item"
        onClick={pick}
        onMouseEnter={() => onIntent?.(category.path)}
        onFocus={() => onIntent?.(category.path)}
        onTouchStart={() => onIntent?.(category.path)}
      >
        {t(category.labelKey)}
      </NavLink>
      {hasDropdown && (
        <button
          type="button"
          className="h-nav__toggle"
          aria-expanded={open}
          aria-controls={id}
          aria-label={t('nav.vendorsOf', { category: t(category.labelKey) })}
          onClick={() => setOpen(!open)}
        >
          ▾
        </button>
      )}
      {hasDropdown && <VendorDropdown category={category} id={id} onPick={pick} onLaunch={onLaunch} />}
    </li>
  );
}

export function CategoryNav({ onNavigate = () => undefined, onIntent }: { onNavigate?: () => void; onIntent?: Intent }) {
  const { t } = useTranslation('host');
  const categories = visibleCategories(useAppSelector(selectNav));
  const { launch, notice, dismiss } = useGameLaunch();
  const onLaunch: Launch = (target, title) => void launch(target, title);
  const roving = useRovingNav();
  return (
    <nav className="h-nav" aria-label={t('nav.label')}>
      <LaunchNotice notice={notice} onClose={dismiss} />
      <ul className="h-nav__list" ref={roving.ref} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
        <li className="h-nav__entry">
          <NavLink to="/" end className="h-nav__item" onClick={onNavigate}>
            {t('nav.home')}
          </NavLink>
        </li>
        {categories.map((c) => (
          <CategoryItem key={c.key} category={c} onPick={onNavigate} onLaunch={onLaunch} onIntent={onIntent} />
        ))}
        <li className="h-nav__entry">
          <NavLink to="/promotions" className="h-nav__item" onClick={onNavigate}>
            {t('nav.promotions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function CategoryList({ label }: { label: string }) {
  const { t } = useTranslation('host');
  const nav = useAppSelector(selectNav);
  const categories = visibleCategories(nav);
  // Until the vendors load, empty cards of the same size hold the grid's place, so home's sections below stay put.
  if (nav.load === 'loading') {
    return (
      <ul className="h-home__categories" aria-hidden="true" data-testid="home-categories-pending">
        {CATEGORY_DEFS.map((d) => (
          <li key={d.key}>
            <span className="h-home__category is-pending">
              <span className="h-home__category-art" />
              <span>&nbsp;</span>
              <span className="h-muted">&nbsp;</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="h-home__categories" aria-label={label}>
      {categories.map((c) => (
        <li key={c.key}>
          <Link className="h-home__category" to={c.path}>
            {c.vendors[0] && <img src={c.vendors[0].image} alt="" width={120} height={48} loading="lazy" />}
            <span>{t(c.labelKey)}</span>
            <span className="h-muted">{t('home.vendorCount', { count: c.vendors.length })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
