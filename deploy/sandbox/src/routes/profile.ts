/**
 * "My account" calls: profile fields, security status and password change (docs/product.md#member-centre).
 * The profile shapes are the sandbox's design (MemberProfile in shared/src/api/types.ts); the password
 * change payload is the spec's (oldPassword, newPassword, confirmNewPassword), sent encrypted.
 */
import type { MemberProfile, MemberProfileFields } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import type { Member, Repo } from '../repo/index.js';
import { registerRules } from '../seed/merchant-settings.js';

export const SOURCES_OF_INCOME = ['salary', 'business', 'investment', 'other'] as const;

/** Each editable field and what it accepts; an empty string clears a field (not the nickname). */
const FIELD_RULES: Record<keyof MemberProfileFields, (v: string) => boolean> = {
  nickname: (v) => v.length >= 1 && v.length <= 20,
  telegram: (v) => v === '' || /^@?[A-Za-z0-9_]{5,32}$/.test(v),
  zalo: (v) => v === '' || /^[0-9]{9,12}$/.test(v),
  birthday: (v) => v === '' || isAdultBirthday(v),
  address: (v) => v.length <= 120,
  nationality: (v) => v.length <= 40,
  occupation: (v) => v.length <= 40,
  sourceOfIncome: (v) => v === '' || (SOURCES_OF_INCOME as readonly string[]).includes(v),
};

/** YYYY-MM-DD, a real date, at least 18 years ago (the site is for adults, docs/product.md#field-rules). */
export function isAdultBirthday(v: string, now = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const adult = new Date(Date.UTC(y + 18, mo - 1, d));
  return adult.getTime() <= now.getTime() && y >= 1900;
}

function profileOf(repo: Repo, member: Member): MemberProfile {
  const p = repo.profiles.get(member.id);
  const required: (keyof MemberProfileFields)[] = ['nickname', 'birthday', 'nationality', 'occupation', 'sourceOfIncome'];
  return {
    ...p,
    security: {
      passwordSet: true,
      mobileBound: !!member.mobile,
      profileComplete: required.every((k) => p[k] !== ''),
      lastLogin: member.lastLogin,
    },
  };
}

const memberProfile = defineRoute('memberProfile', {
  auth: 'member',
  handler: ({ member, repo }) => profileOf(repo, member),
});

const updateMemberProfile = defineRoute('updateMemberProfile', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    const changes: Partial<MemberProfileFields> = {};
    const bad: string[] = [];
    for (const key of Object.keys(FIELD_RULES) as (keyof MemberProfileFields)[]) {
      const raw = (input as Record<string, unknown>)[key];
      if (raw === undefined) continue;
      const value = typeof raw === 'string' ? raw.trim() : null;
      if (value === null || !FIELD_RULES[key](value)) bad.push(key);
      else changes[key] = value;
    }
    if (bad.length) throw new GatewayError(200, 'request_param_err', `Invalid profile fields: ${bad.join(', ')}`, { fields: bad });
    repo.profiles.save(member.id, changes);
    return profileOf(repo, { ...member, nickname: changes.nickname ?? member.nickname });
  },
});

const changePassword = defineRoute('changePassword', {
  auth: 'member',
  handler: async ({ input, member, repo }) => {
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    const [oldPassword, newPassword, confirm] = [text(input.oldPassword), text(input.newPassword), text(input.confirmNewPassword)];
    const rule = registerRules().password!;
    if (!new RegExp(rule.acceptedPattern).test(newPassword)) {
      throw new GatewayError(200, 'password.format', `The password must be ${rule.minLength} to ${rule.maxLength} letters, digits or symbols`);
    }
    if (newPassword !== confirm) throw new GatewayError(200, 'password.confirm.mismatch', 'The confirmation does not match');
    if (newPassword === oldPassword) throw new GatewayError(200, 'password.same', 'The new password is the old one');
    const ok = await repo.members.authenticate(member.merchant, member.username, oldPassword);
    if (!ok) throw new GatewayError(200, 'password.old.wrong', 'The current password is wrong');
    await repo.profiles.setPassword(member.id, newPassword);
    return null;
  },
});

/**
 * Invite friends (referral): the member's referral code, the link that carries it (the register form
 * reads `referralCode` from the URL, docs/product.md#member-centre) and how many signed up with it.
 */
const referralDetails = defineRoute('referralDetails', {
  auth: 'member',
  handler: ({ member, repo, req }) => {
    const referralCode = `T${member.customerId.toString(36).toUpperCase()}`;
    const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost');
    const proto = String(req.headers['x-forwarded-proto'] ?? 'http');
    return { referralCode, link: `${proto}://${host}/?referralCode=${referralCode}`, totalInvitations: repo.profiles.invitations(member.id) };
  },
});

export const profileRoutes = [memberProfile, updateMemberProfile, changePassword, referralDetails];
