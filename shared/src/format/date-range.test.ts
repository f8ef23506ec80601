import dayjs from 'dayjs';
import { applyPreset, isValidRange, lastDays, toTimes } from './date-range';

const today = dayjs('2026-03-15T10:00:00');

it('starts with the last 7 days and moves back and forward, never past today', () => {
  const r = lastDays(7, today);
  expect(r).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  const back = applyPreset(r, 'prev7', today);
  expect(back).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  expect(applyPreset(back, 'prev30', today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  expect(applyPreset(back, 'next7', today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  expect(applyPreset(back, 'next30', today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  expect(applyPreset(r, 'next7', today)).toBe(r);
});

it('sends whole local days, the end exclusive, and checks ranges', () => {
  const t = toTimes({ from: '2026-03-09', to: '2026-03-15' });
  expect(t.endTime - t.startTime).toBe(7 * 86_400_000);
  expect(new Date(t.startTime).getHours()).toBe(0);
  expect(isValidRange({ from: '2026-03-09', to: '2026-03-08' })).toBe(false);
  expect(isValidRange({ from: '2025-01-01', to: '2026-03-08' })).toBe(false);
  expect(isValidRange({ from: '2026-03-01', to: '2026-03-08' })).toBe(true);
});
