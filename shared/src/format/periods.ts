/**
 * Report periods: the calendar presets of the report pages (docs/product.md#agent-centre). A week starts on
 * the first day of the locale's week (Intl week info), so "this week" means what the reader expects.
 */
import dayjs, { type Dayjs } from 'dayjs';
// The main entry's modules through the package name: this file is part of `@tessera/shared/report` (report/index.ts).
import { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, toLanguage } from '@tessera/shared';
import { weekStart } from '@tessera/shared/kit';

export const PERIOD_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Calendar days, both included, as the gateway takes them. */
export interface Period {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';

/** The Intl locale of an app language or i18next tag (TY is Filipino, CN is zh-CN; docs/product.md#languages). */
export function localeOf(language: string): string {
  return intlLocale(toLanguage(language) ?? DEFAULT_LANGUAGE);
}

interface WeekInfo {
  firstDay: number;
}

/** The first day of the locale's week, 0 = Sunday … 6 = Saturday (Intl counts 1 = Monday … 7 = Sunday). */
export function firstDayOfWeek(locale: string): number {
  try {
    const loc = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An engine without week info: shared's table of the languages' weeks.
  }
  return weekStart(LANGUAGES.find((l) => intlLocale(l) === locale) ?? DEFAULT_LANGUAGE);
}

function startOfWeek(d: Dayjs, firstDay: number): Dayjs {
  return d.subtract((d.day() - firstDay + 7) % 7, 'day').startOf('day');
}

/** The days a preset covers on `today`, for a locale whose week starts on `firstDay`. */
export function presetPeriod(preset: PeriodPreset, firstDay: number, today: Dayjs = dayjs()): Period {
  const range = (a: Dayjs, b: Dayjs): Period => ({ from: a.format(DAY), to: b.format(DAY) });
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'thisWeek':
      return range(startOfWeek(today, firstDay), today);
    case 'lastWeek': {
      const start = startOfWeek(today, firstDay).subtract(7, 'day');
      return range(start, start.add(6, 'day'));
    }
    case 'thisMonth':
      return range(today.startOf('month'), today);
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return range(last.startOf('month'), last.endOf('month'));
    }
  }
}

/**
 * The reader's offset from UTC in minutes, sent with every report period: the presets are local calendar
 * days (the page-top clock's zone), so the gateway cuts its days at the same midnights.
 */
export function utcOffset(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}
