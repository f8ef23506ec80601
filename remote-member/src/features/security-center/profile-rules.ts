/**
 * The profile fields' rules, the same the sandbox gateway applies (deploy/sandbox/src/routes/profile.ts):
 * checked here first so the player sees what to fix beside the field.
 */
import type { MemberProfileFields } from '@tessera/shared';
import dayjs from 'dayjs';

export const PROFILE_FIELDS = ['nickname', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome'] as const satisfies readonly (keyof MemberProfileFields)[];
export const SOURCES_OF_INCOME = ['salary', 'business', 'investment', 'other'] as const;

const MAX: Partial<Record<keyof MemberProfileFields, number>> = { address: 120, nationality: 40, occupation: 40 };

/** i18n keys of the member namespace, by field; an empty object when everything is acceptable. */
export type ProfileErrors = Partial<Record<keyof MemberProfileFields, 'form.required' | `profile.invalid.${'nickname' | 'telegram' | 'zalo' | 'birthday'}` | 'form.tooLong'>>;

export function isAdultBirthday(v: string, now = dayjs()): boolean {
  const d = dayjs(v, 'YYYY-MM-DD', true);
  // format-ok: the birthday field's own value, checked
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && d.isValid() && d.format('YYYY-MM-DD') === v && !d.add(18, 'year').isAfter(now, 'day') && d.year() >= 1900;
}

export function validateProfile(values: Partial<MemberProfileFields>): ProfileErrors {
  const v = (k: keyof MemberProfileFields) => (values[k] ?? '').trim();
  const errors: ProfileErrors = {};
  if (!v('nickname')) errors.nickname = 'form.required';
  else if (v('nickname').length > 20) errors.nickname = 'profile.invalid.nickname';
  if (v('telegram') && !/^@?[A-Za-z0-9_]{5,32}$/.test(v('telegram'))) errors.telegram = 'profile.invalid.telegram';
  if (v('zalo') && !/^[0-9]{9,12}$/.test(v('zalo'))) errors.zalo = 'profile.invalid.zalo';
  if (v('birthday') && !isAdultBirthday(v('birthday'))) errors.birthday = 'profile.invalid.birthday';
  for (const [k, max] of Object.entries(MAX) as [keyof MemberProfileFields, number][]) if (v(k).length > max) errors[k] = 'form.tooLong';
  return errors;
}
