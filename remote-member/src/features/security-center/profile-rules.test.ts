import dayjs from 'dayjs';
import { isAdultBirthday, validateProfile } from './profile-rules';

it('accepts a complete valid profile and names each bad field', () => {
  expect(validateProfile({ nickname: 'Lucky', telegram: '@lucky_one', zalo: '0912345678', birthday: '1990-02-28', address: 'Manila' })).toEqual({});
  expect(validateProfile({ nickname: ' ', telegram: 'ab', zalo: '12ab', birthday: '1990-02-30', occupation: 'x'.repeat(41) })).toEqual({
    nickname: 'form.required',
    telegram: 'profile.invalid.telegram',
    zalo: 'profile.invalid.zalo',
    birthday: 'profile.invalid.birthday',
    occupation: 'form.tooLong',
  });
});

it('takes adults only', () => {
  const now = dayjs('2026-06-01');
  expect(isAdultBirthday('2008-06-01', now)).toBe(true);
  expect(isAdultBirthday('2008-06-02', now)).toBe(false);
  expect(isAdultBirthday('2001-13-01', now)).toBe(false);
});
