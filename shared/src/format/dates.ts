/**
 * Dates and times in the reader's language (Intl.DateTimeFormat with the language's locale; Thai keeps the
 * Gregorian calendar), and the first day of its week for date-range presets (docs/product.md#constants).
 */
import { currentLanguage, intlLocale, type Language } from '@tessera/shared';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lng: Language, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(lng);
  const id = `${locale}|${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(id, f);
  }
  return f;
}

type DateInput = Date | number | string;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** A calendar day, e.g. "24 Nov 2026" / "2026年11月24日". */
export function formatDate(at: DateInput, lng: Language = currentLanguage()): string {
  return format(lng, 'date', { dateStyle: 'medium' }).format(toDate(at));
}

/** A day and time to the minute. */
export function formatDateTime(at: DateInput, lng: Language = currentLanguage()): string {
  return format(lng, 'datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(at));
}

/** A time of day to the minute (a chat line, a deadline later today). */
export function formatTime(at: DateInput, lng: Language = currentLanguage()): string {
  return format(lng, 'time', { timeStyle: 'short' }).format(toDate(at));
}

/** The full date and time, e.g. for the clock's tooltip. */
export function formatFullDateTime(at: DateInput, lng: Language = currentLanguage()): string {
  return format(lng, 'full', { dateStyle: 'full', timeStyle: 'medium' }).format(toDate(at));
}

interface WeekInfo {
  firstDay: number;
}
/** CLDR's first day of the week (0 = Sunday) for engines without Intl week info: China and Vietnam start on Monday. */
const FIRST_DAY: Record<Language, number> = { cn: 1, en: 0, vi: 1, ja: 0, th: 0, ty: 0, id: 0 };

/** First day of the language's week, 0 = Sunday … 6 = Saturday (Intl counts 1 = Monday … 7 = Sunday). */
export function weekStart(lng: Language = currentLanguage()): number {
  try {
    const loc = new Intl.Locale(intlLocale(lng)) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An engine without week info: the table below.
  }
  return FIRST_DAY[lng];
}
