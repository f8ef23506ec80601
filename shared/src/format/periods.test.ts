import dayjs from 'dayjs';
import { firstDayOfWeek, localeOf, presetPeriod } from './periods';

// Wednesday 2026-11-18.
const today = dayjs('2026-11-18T10:00:00');

it('computes each preset around today', () => {
  expect(presetPeriod('today', 0, today)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
  expect(presetPeriod('yesterday', 0, today)).toEqual({ from: '2026-11-17', to: '2026-11-17' });
  expect(presetPeriod('thisMonth', 0, today)).toEqual({ from: '2026-11-01', to: '2026-11-18' });
  expect(presetPeriod('lastMonth', 0, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
});

it('starts weeks on the locale first day', () => {
  expect(presetPeriod('thisWeek', 0, today)).toEqual({ from: '2026-11-15', to: '2026-11-18' });
  expect(presetPeriod('lastWeek', 0, today)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
  expect(presetPeriod('thisWeek', 1, today)).toEqual({ from: '2026-11-16', to: '2026-11-18' });
  expect(presetPeriod('lastWeek', 1, today)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  // A Sunday in a Monday-first locale belongs to the week that began six days before.
  expect(presetPeriod('thisWeek', 1, dayjs('2026-11-22'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
});

it('reads the week of the app languages from Intl', () => {
  expect(localeOf('ty')).toBe('fil-PH');
  expect(localeOf('en')).toBe('en-PH');
  expect(firstDayOfWeek('en-PH')).toBe(0);
  expect(firstDayOfWeek('en-GB')).toBe(1);
});

it('starts the week per language: Monday in Chinese and Vietnamese, Sunday in the others', () => {
  expect(localeOf('fil')).toBe('fil-PH'); // i18next's tag of TY
  expect(localeOf('zh-CN')).toBe('zh-CN');
  const starts = Object.fromEntries(['cn', 'en', 'vi', 'ja', 'th', 'ty', 'id'].map((l) => [l, firstDayOfWeek(localeOf(l))]));
  expect(starts).toEqual({ cn: 1, en: 0, vi: 1, ja: 0, th: 0, ty: 0, id: 0 });
});
