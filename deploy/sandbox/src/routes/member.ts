/** Member calls: info and language (docs/gateway.md#member-calls). */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';

function maskMobile(m: string | null): string {
  if (!m) return '';
  return m.length > 7 ? `${m.slice(0, 4)}****${m.slice(-3)}` : '****';
}

const memberInfo = defineRoute('memberInfo', {
  auth: 'member',
  handler: ({ member: m }) => ({
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    toUpline: m.parentId != null,
    clubLabel: { labelName: m.labelName, rankLevel: m.rankLevel },
    memberLabel: [{ labelName: m.labelName, color: '#D4AF37' }],
    regDate: m.regDate,
    mobile: maskMobile(m.mobile),
  }),
});

/** The member's language for what the gateway sends them (docs/product.md#page-top). */
const updateLanguage = defineRoute('updateLanguage', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    const language = String(input.language ?? '').toUpperCase();
    if (!/^[A-Z]{2}$/.test(language)) throw new GatewayError(200, 'request_param_err', 'language must be a two-letter code');
    repo.members.setLanguage(member.id, language);
    return { language };
  },
});

// The member's picture calls (main chunk's `login.icon`, newer table's avatar): sandbox members have no uploaded
// picture, so both answer the default (own design: the real answers' shapes are not recorded).
const memberIcon = defineRoute('memberIcon', {
  auth: 'member',
  handler: () => ({ icon: '' }),
});
const avatar = defineRoute('avatar', {
  auth: 'member',
  handler: () => ({ avatar: '', avatarType: 'DEFAULT' }),
});

/** Valid bet needed to reach the next VIP rank, in currency units (own design; the field names are seen). */
const RANK_TURNOVER = [0, 5_000, 20_000, 100_000, 500_000, 2_000_000];
const DAY = 86_400_000;
const playerRankProgress = defineRoute('playerRankProgress', {
  auth: 'member',
  handler: ({ member, repo }) => {
    const now = Date.now();
    const month = new Date(now);
    const monthStart = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
    const valid = (from: number) => repo.memberReports.bets(member.id, { from, to: now + 1, gameType: '', vendor: '', offset: 0, limit: 1 }).sums.validCents / 100;
    const expected = RANK_TURNOVER[Math.min(member.rankLevel + 1, RANK_TURNOVER.length - 1)] ?? 0;
    return {
      playerRankName: member.labelName,
      monthlyTurnover: { actual: valid(monthStart), expected },
      totalTurnover: { actual: valid(now - 3650 * DAY), expected },
    };
  },
});

/** The member's security settings (newer table's securityConfig; own design). */
const securityConfig = defineRoute('securityConfig', {
  auth: 'member',
  // The sandbox's withdrawals check the login password, so a payment password is always set.
  handler: ({ member, repo }) => ({ passwordSet: true, mobileBound: !!member.mobile, emailBound: !!repo.accounts.emailOf(member.id), paymentPasswordSet: true }),
});

export const memberRoutes = [memberInfo, updateLanguage, memberIcon, avatar, playerRankProgress, securityConfig];
