/**
 * The period controls of the report pages: the calendar presets (today … last month, the chosen one pressed)
 * and the from / to days with the previous / next 7 and 30 days steps. A typed range is sent on Search; a
 * preset, a step or another filter (children) at once.
 */
import dayjs from 'dayjs';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
// The main entry's modules through the package name: this file is part of `@tessera/shared/report` (report/index.ts).
import { currentLanguage } from '@tessera/shared';
import { weekStart } from '@tessera/shared/kit';
import { applyPreset, isValidRange, RANGE_PRESETS, type DateRange } from '../format/date-range';
import { PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from '../format/periods';

/** The calendar presets as toggle chips; `active` is the chosen one (none after a custom range). */
export function PeriodPresets({ active, onChange }: { active: PeriodPreset | null; onChange(preset: PeriodPreset, period: Period): void }) {
  const { t } = useTranslation('centre');
  const firstDay = weekStart(currentLanguage());
  return (
    <div className="t-chips" role="group" aria-label={t('report.period')}>
      {PERIOD_PRESETS.map((p) => (
        <button key={p} type="button" className={`t-chip${p === active ? ' t-chip--on' : ''}`} aria-pressed={p === active} onClick={() => onChange(p, presetPeriod(p, firstDay))}>
          {t(`report.presets.${p}`)}
        </button>
      ))}
    </div>
  );
}

export interface DateRangeFilterProps {
  range: DateRange;
  onRange(range: DateRange): void;
  /** Prefix of the controls' test ids (`<prefix>-from`, `<prefix>-prev7` …). */
  testId: string;
  /** More filters, shown in the grid after the dates. */
  children?: ReactNode;
}

export function DateRangeFilter({ range, onRange, testId, children }: DateRangeFilterProps) {
  const { t } = useTranslation('centre');
  const id = useId();
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const valid = isValidRange(draft);
  const day = (which: 'from' | 'to', bounds: { min?: string; max?: string }) => (
    <div className="t-field">
      <label htmlFor={`${id}-${which}`}>{t(`report.${which}`)}</label>
      <input
        id={`${id}-${which}`}
        type="date"
        className="t-input"
        value={draft[which]}
        {...bounds}
        onChange={(e) => setDraft({ ...draft, [which]: e.target.value })}
        data-testid={`${testId}-${which}`}
      />
    </div>
  );
  return (
    <form
      className="t-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onRange(draft);
      }}
    >
      <div className="t-form__grid">
        {day('from', { max: draft.to })}
        {/* format-ok: a date input's value */}
        {day('to', { min: draft.from, max: dayjs().format('YYYY-MM-DD') })}
        {children}
      </div>
      <div className="t-form__actions">
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className="t-btn" onClick={() => onRange(applyPreset(range, p))} data-testid={`${testId}-${p}`}>
            {t(`report.presets.${p}`)}
          </button>
        ))}
        <button type="submit" className="t-btn t-btn--primary" disabled={!valid} data-testid={`${testId}-search`}>
          {t('report.search')}
        </button>
        {!valid && (
          <span className="t-field__error" role="alert">
            {t('report.badRange')}
          </span>
        )}
      </div>
    </form>
  );
}

/** A keyword search (a username, a name): sent on submit, trimmed. */
export function KeywordSearch({ label, placeholder, onSearch, className = 't-toolbar' }: { label: string; placeholder?: string; onSearch(keyword: string): void; className?: string }) {
  const [keyword, setKeyword] = useState('');
  const id = useId();
  return (
    <form
      className={className}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <label htmlFor={id} className="t-visually-hidden">
        {label}
      </label>
      <input id={id} className="t-input" type="search" value={keyword} placeholder={placeholder} onChange={(e) => setKeyword(e.target.value)} />
      <button type="submit" className="t-btn t-btn--primary">
        {label}
      </button>
    </form>
  );
}
