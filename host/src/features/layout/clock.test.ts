import { formatClock } from './clock';

it.each([
  ['Asia/Manila', '(GMT+8) 2026-03-05 17:04:09'],
  ['America/New_York', '(GMT-5) 2026-03-05 04:04:09'],
  ['Asia/Kolkata', '(GMT+5:30) 2026-03-05 14:34:09'],
  ['UTC', '(GMT+0) 2026-03-05 09:04:09'],
])('formats the local time and GMT offset in %s', (tz, expected) => {
  expect(formatClock(new Date('2026-03-05T09:04:09Z'), tz)).toBe(expected);
});

it('writes midnight as 00, not 24', () => {
  expect(formatClock(new Date('2026-12-31T16:00:00Z'), 'Asia/Manila')).toBe('(GMT+8) 2027-01-01 00:00:00');
});
