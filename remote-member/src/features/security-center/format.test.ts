import { formatDate, maskMobile } from './format';

it('formats a registration date as YYYY-MM-DD in local time', () => {
  expect(formatDate(new Date(2023, 0, 9, 23, 30).getTime())).toBe('2023-01-09');
  expect(formatDate(Number.NaN)).toBe('');
});

it('keeps a masked number and masks a clear one', () => {
  expect(maskMobile('0917****321')).toBe('0917****321');
  expect(maskMobile('09171234321')).toBe('091*****321');
  expect(maskMobile('12345')).toBe('12345');
});
