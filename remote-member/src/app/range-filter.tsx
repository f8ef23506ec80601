/**
 * The date-range filter of the record pages (docs/product.md#member-centre): from and to, the previous /
 * next 7 and 30 days presets, and whatever other filters the page puts beside the dates. A typed range is
 * sent on Search; a preset or another filter at once.
 */
import dayjs from 'dayjs';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { applyPreset, isValidRange, PRESETS, type DateRange } from './date-range';

export interface RangeFilterProps {
  range: DateRange;
  onRange(range: DateRange): void;
  /** Prefix of the controls' test ids (`<prefix>-from`, `<prefix>-prev7` …). */
  testId: string;
  /** More filters, shown in the grid after the dates. */
  children?: ReactNode;
}

export function RangeFilter({ range, onRange, testId, children }: RangeFilterProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const valid = isValidRange(draft);
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onRange(draft);
      }}
    >
      <div className="mc-form__grid">
        <div className="mc-field">
          <label htmlFor={`${id}-from`}>{t('records.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="t-input"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            data-testid={`${testId}-from`}
          />
        </div>
        <div className="mc-field">
          <label htmlFor={`${id}-to`}>{t('records.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            className="t-input"
            value={draft.to}
            min={draft.from}
            max={dayjs().format('YYYY-MM-DD')}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            data-testid={`${testId}-to`}
          />
        </div>
        {children}
      </div>
      <div className="mc-form__actions">
        {PRESETS.map((p) => (
          <button key={p} type="button" className="t-btn" onClick={() => onRange(applyPreset(range, p))} data-testid={`${testId}-${p}`}>
            {t(`records.presets.${p}`)}
          </button>
        ))}
        <button type="submit" className="t-btn t-btn--primary" disabled={!valid} data-testid={`${testId}-search`}>
          {t('records.search')}
        </button>
        {!valid && (
          <span className="mc-field__error" role="alert">
            {t('records.badRange')}
          </span>
        )}
      </div>
    </form>
  );
}
