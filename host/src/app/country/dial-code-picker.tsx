/**
 * The country dialing-code picker of every mobile-number field (docs/product.md#register, #login,
 * #passwords): countries from the gateway's country list, each with its flag from the image CDN
 * (TCG_PROD_IMAGES/COUNTRY_FLAG/<countryCode>.png). A button opens a searchable list; it follows the
 * ARIA combobox pattern (the search box owns the listbox, arrows move the active option, Enter picks,
 * Escape closes and gives focus back) and closes 200 ms after focus leaves it (docs/product.md#constants).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { CountryEntry } from '@tessera/shared';
import { canonicalMobile } from '@tessera/shared/phone';
import { selectSettings } from '../../features/settings/settings-slice';
import { useAppSelector } from '../store';
import { phoneRulesLoaded } from './mobile';

// A dial code is picked wherever a mobile is typed: the number rules come with the picker (see mobile.ts).
phoneRulesLoaded(canonicalMobile);

/** How long the list stays open after focus leaves it (docs/product.md#constants). */
export const CLOSE_AFTER_BLUR_MS = 200;

/** The platform's language codes that are not BCP 47 ones, for the country names Intl gives. */
const INTL_LOCALE: Record<string, string> = { cn: 'zh', ty: 'fil' };

export function flagUrl(imageCdn: string, countryCode: string): string {
  return `${imageCdn.replace(/\/$/, '')}/TCG_PROD_IMAGES/COUNTRY_FLAG/${encodeURIComponent(countryCode)}.png`;
}

/** The country's name in `lng` (Intl), else the gateway's name, else its code. */
export function countryName(country: CountryEntry, lng: string): string {
  try {
    const names = new Intl.DisplayNames([INTL_LOCALE[lng] ?? lng, 'en'], { type: 'region' });
    const name = names.of(country.countryCode.toUpperCase());
    if (name && name !== country.countryCode.toUpperCase()) return name;
  } catch {
    // An unknown locale or region code: fall back to the gateway's name.
  }
  return country.countryName ?? country.countryCode;
}

/** Countries whose name (local or the gateway's), code or dialing code contains `query`. */
export function filterCountries(countries: readonly CountryEntry[], query: string, lng: string): CountryEntry[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...countries];
  return countries.filter((c) =>
    [countryName(c, lng), c.countryName ?? '', c.countryCode, c.countryDialingCode].some((s) => s.toLowerCase().includes(q)),
  );
}

export interface DialCodePickerProps {
  /** The chosen dialing code, without '+'. */
  value: string;
  onChange(dial: string): void;
  countries: readonly CountryEntry[];
  imageCdn: string;
  testId?: string;
}

export function DialCodePicker({ value, onChange, countries, imageCdn, testId = 'dial-code' }: DialCodePickerProps) {
  const { t, i18n } = useTranslation('host');
  const lng = i18n.language;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = useMemo(() => filterCountries(countries, query, lng), [countries, query, lng]);
  const current = countries.find((c) => c.countryDialingCode === value);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, countries.findIndex((c) => c.countryDialingCode === value)));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const pick = (c: CountryEntry | undefined) => {
    if (c) onChange(c.countryDialingCode);
    close(true);
  };
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (e.key === 'ArrowDown') setActive((i) => Math.min(last, i + 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(Math.max(0, last));
    else if (e.key === 'Enter') pick(shown[active]);
    else if (e.key === 'Escape') {
      // Closes the list, not the dialog the field is in.
      e.stopPropagation();
      close(true);
    } else return;
    e.preventDefault();
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const label = current ? `${t('country.label')}: ${countryName(current, lng)} +${current.countryDialingCode}` : t('country.label');

  return (
    <div className={`h-dial-picker${open ? ' is-open' : ''}`} onFocus={cancelClose} onBlur={closeSoon} data-testid={testId}>
      <button
        ref={trigger}
        type="button"
        className="h-dial-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={label}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(e) => {
          if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
            e.preventDefault();
            openList();
          }
        }}
        data-testid={`${testId}-button`}
      >
        {current && <img src={flagUrl(imageCdn, current.countryCode)} alt="" width={24} height={18} className="h-flag" />}
        <span>+{value}</span>
        <span aria-hidden="true" className="h-dial-picker__caret">▾</span>
      </button>
      {open && (
        <div className="h-dial-picker__popup">
          <input
            ref={search}
            type="search"
            className="t-input h-dial-picker__search"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            aria-label={t('country.search')}
            placeholder={t('country.search')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            data-testid={`${testId}-search`}
          />
          <ul ref={list} id={listId} role="listbox" aria-label={t('country.label')} className="h-dial-picker__list">
            {shown.map((c, i) => (
              <li
                key={c.countryCode}
                id={optionId(i)}
                data-index={i}
                role="option"
                aria-selected={c.countryDialingCode === value}
                className={`h-dial-picker__option${i === active ? ' is-active' : ''}`}
                // Keeps focus in the search box, so the blur timer does not run between press and click.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(c)}
                onMouseEnter={() => setActive(i)}
                data-testid={`${testId}-option-${c.countryCode}`}
              >
                <img src={flagUrl(imageCdn, c.countryCode)} alt="" width={24} height={18} className="h-flag" loading="lazy" />
                <span className="h-dial-picker__name">{countryName(c, lng)}</span>
                <span className="h-dial-picker__code">+{c.countryDialingCode}</span>
              </li>
            ))}
          </ul>
          {!shown.length && (
            <p className="h-dial-picker__empty" role="status">
              {t('country.noMatch')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The picker bound to a react-final-form field (default `dial`), reading the countries from settings. */
export function DialCodeField({ name = 'dial' }: { name?: string }) {
  const { countries, imageCdn } = useAppSelector(selectSettings);
  return (
    <Field<string> name={name}>
      {({ input }) => <DialCodePicker value={input.value || countries[0]?.countryDialingCode || ''} onChange={input.onChange} countries={countries} imageCdn={imageCdn} />}
    </Field>
  );
}
