/** The period presets and the username search every paged report has above its table. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { firstDayOfWeek, localeOf, presetPeriod, type Preset } from './period';
import { PeriodPresets } from './report-ui';
import type { PeriodQuery } from './report-query';

/** The query a report starts with: this week, first page, no search. */
export function useInitialQuery(onQuery: (q: PeriodQuery) => void, preset: Preset = 'thisWeek'): void {
  const { i18n } = useTranslation(NS);
  useEffect(() => {
    onQuery({ preset, ...presetPeriod(preset, firstDayOfWeek(localeOf(i18n.language))), keyword: '', page: 1 });
    // Once per mount: from then on the reader's choices drive the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function ReportFilters({ query, onQuery, search = true }: { query: PeriodQuery | null; onQuery(q: PeriodQuery): void; search?: boolean }) {
  const { t } = useTranslation(NS);
  const [keyword, setKeyword] = useState('');
  const id = useId();
  if (!query) return null;
  return (
    <>
      <PeriodPresets active={query.preset} onChange={(preset, period) => onQuery({ ...query, preset, ...period, page: 1 })} />
      <p className="ac-period">{t('period.range', { from: query.from, to: query.to })}</p>
      {search && (
        <form
          className="ac-toolbar"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            onQuery({ ...query, keyword: keyword.trim(), page: 1 });
          }}
        >
          <label htmlFor={id} className="ac-sr-only">
            {t('team.search')}
          </label>
          <input id={id} className="t-input" type="search" value={keyword} placeholder={t('team.searchPlaceholder')} onChange={(e) => setKeyword(e.target.value)} />
          <button type="submit" className="t-btn t-btn--primary">
            {t('team.search')}
          </button>
        </form>
      )}
    </>
  );
}
