/** The lobby's list tabs (all, hot, favourites, recent, then the type tabs) and its filters (search, type, minimum bet). */
import { useMemo } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { LANGUAGES } from '@tessera/shared';
import { useAppDispatch } from '../../common/hooks';
import { NS } from '../../i18n';
import { classifyChanged, minBetChanged, modeTabClicked, searchTyped } from './lobby-slice';
import { MIN_BET_OPTIONS, TYPE_TABS, type ListMode, type LobbyState, type MinBet } from './types';

const MODES: ListMode[] = ['all', 'hot', 'fav', 'recent'];
/** BG (bingo) shows only where TY is one of the site's languages. */
const TABS = TYPE_TABS.filter((k) => k !== 'BG' || (LANGUAGES as readonly string[]).includes('ty'));

export function LobbyTabs({ mode, classify }: Pick<LobbyState, 'mode' | 'classify'>) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  return (
    <div className="gm-tabs" role="group" aria-label={t('modes.label')}>
      {MODES.map((m) => (
        <button key={m} type="button" className="gm-tab" aria-pressed={mode === m && !classify} onClick={() => dispatch(modeTabClicked(m))}>
          {t(`modes.${m}`)}
        </button>
      ))}
      <span className="gm-tabs__sep" aria-hidden="true" />
      {TABS.map((k) => (
        <button key={k} type="button" className="gm-tab" aria-pressed={classify === k} onClick={() => dispatch(classifyChanged(classify === k ? '' : k))}>
          {t(`typeTabs.${k}`)}
        </button>
      ))}
    </div>
  );
}

export function LobbyFilters({ searchText, classify, classifies: all, selectedVendor, minBet }: Pick<LobbyState, 'searchText' | 'classify' | 'classifies' | 'selectedVendor' | 'minBet'>) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  // The types the selected vendor has (a type without a vendor list is everyone's).
  const classifies = useMemo(() => all.filter((c) => !c.vendors || !selectedVendor || c.vendors.includes(selectedVendor)), [all, selectedVendor]);
  return (
    <div className="gm-filters" role="search">
      <input
        type="search"
        className="t-input gm-search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={searchText}
        onChange={(e) => dispatch(searchTyped(e.target.value))}
      />
      <label className="gm-filter">
        <span>{t('filters.classify')}</span>
        <select className="t-input" value={classify} onChange={(e) => dispatch(classifyChanged(e.target.value))}>
          <option value="">{t('filters.all')}</option>
          {classifies.map((c) => (
            <option key={c.key} value={c.key}>
              {t(`typeTabs.${c.key}`, { defaultValue: c.displayName })}
            </option>
          ))}
        </select>
      </label>
      <label className="gm-filter">
        <span>{t('filters.minBet')}</span>
        <select className="t-input" value={minBet} onChange={(e) => dispatch(minBetChanged(e.target.value as MinBet))}>
          {MIN_BET_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {m === 'all' ? t('filters.all') : m}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
