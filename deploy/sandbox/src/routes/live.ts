/**
 * Live streamers (module CBS3, docs/gateway.md#content-calls): the model list and the chat launch of the real
 * client's main chunk, the newer table's chat unread count and permission. Only `chatUrl` is evidenced (the real
 * client opens it); the rest is Tessera's own design, seeded with four hosts who are "live" by the clock.
 */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { tokenOf } from '../gateway/session.js';

export const LIVE_MODELS = [
  { modelId: 'm01', nickname: 'Bella' },
  { modelId: 'm02', nickname: 'Mika' },
  { modelId: 'm03', nickname: 'Lan' },
  { modelId: 'm04', nickname: 'Aom' },
] as const;

/** Each host streams 6 hours of every 24, starting 6 hours after the one before (Manila time does not matter here). */
function onAir(index: number, now: number): boolean {
  const hourOfDay = Math.floor(now / 3_600_000) % 24;
  return Math.floor(hourOfDay / 6) === index % 4;
}

const liveModels = defineRoute('liveModels', {
  auth: 'none',
  handler: () => {
    const now = Date.now();
    return {
      list: LIVE_MODELS.map((m, i) => {
        const online = onAir(i, now);
        // Viewers drift with the minute so a refresh shows a live count; none while off air.
        return { ...m, avatar: `/cdn/TCG_PROD_IMAGES/LIVE_MODEL/${m.modelId}.png`, online, viewers: online ? 120 + ((Math.floor(now / 60_000) * 37 + i * 101) % 400) : 0 };
      }),
    };
  },
});

/** The chat room's URL for a host (the first one on air without `modelId`); a member's session rides along. */
const liveChat = defineRoute('liveChat', {
  auth: 'none',
  handler: ({ input, merchant, repo, req }) => {
    const now = Date.now();
    const wanted = typeof input.modelId === 'string' && input.modelId ? input.modelId : LIVE_MODELS.find((_, i) => onAir(i, now))?.modelId;
    const model = LIVE_MODELS.find((m) => m.modelId === wanted);
    if (!model) throw new GatewayError(200, 'live.model.unknown', 'This host is not streaming');
    const token = tokenOf(req);
    const member = token ? repo.sessions.member(token, merchant) : undefined;
    const viewer = member ? `&viewer=${encodeURIComponent(member.username)}` : '';
    return { chatUrl: `https://live.example.com/${encodeURIComponent(merchant)}/room/${model.modelId}?lang=${encodeURIComponent(String(req.headers.language ?? 'EN'))}${viewer}` };
  },
});

/** Unread chat lines for the member: the sandbox's chat rooms are outside it, so always the rooms' zero. */
const liveUnread = defineRoute('liveUnread', {
  auth: 'member',
  handler: () => 0,
});

/** Who may watch and chat: every member watches; a trial account (type 4) may not chat. */
const livePermission = defineRoute('livePermission', {
  auth: 'member',
  handler: ({ member }) => ({ canView: true, canChat: member.type !== 4 }),
});

export const liveRoutes = [liveModels, liveChat, liveUnread, livePermission];
