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

export const memberRoutes = [memberInfo, updateLanguage];
