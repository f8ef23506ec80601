/**
 * Reward centre (docs/product.md#member-centre): the promotions of the site (seed/content.ts) with what
 * the member can do with each — claim a bonus, join, or apply with a remark and up to 3 images — and the
 * status of what they did, labelled as the spec's activity statuses. Applications are reviewed
 * REWARD_REVIEW_MS later: issued with the bonus credited, or rejected when the remark contains "#reject"
 * (a sandbox rule tests steer by). Shapes: RewardPromotion … in shared/src/api/types.ts.
 */
import type { RewardAction, RewardPromotion, RewardStatusLabel } from '@tessera/shared/api-types';
import { PROMOTION_TYPES } from '#shared/api/account-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { IMAGE_BODY_LIMIT, readImage } from '../domain/uploads.js';
import type { Member, Repo } from '../repo/index.js';
import { AlreadyTaken, type RewardEntry } from '../repo/rewards.js';
import { toAmount } from '../repo/wallets.js';
import { PROMOTIONS } from '../seed/content.js';
import { localisePromotions } from '../seed/content-i18n.js';

export const REWARD_REVIEW_MS = 3_000;
export const MAX_REMARK = 140;
export const MAX_IMAGES = 3;

/** What each promotion asks of the member, and the bonus it pays (cents). */
const RULES: Record<number, { action: RewardAction; bonusCents: number; startsInDays?: number }> = {
  900: { action: 'apply', bonusCents: 10_000 },
  901: { action: 'claim', bonusCents: 1_234 },
  902: { action: 'join', bonusCents: 0 },
  903: { action: 'join', bonusCents: 0 },
  904: { action: 'join', bonusCents: 0, startsInDays: 3 },
  905: { action: 'join', bonusCents: 0 },
  906: { action: 'apply', bonusCents: 50_000 },
  907: { action: 'claim', bonusCents: 8_800 },
  908: { action: 'join', bonusCents: 0 },
};

function statusOf(rule: { action: RewardAction; startsInDays?: number }, entry: RewardEntry | undefined): RewardStatusLabel {
  if (entry) return entry.status;
  if (rule.startsInDays) return 'coming soon';
  return rule.action === 'claim' ? 'claim' : 'join';
}

/** The promotions with the member's part in each, titled and described in the call's language (as on /promotions). */
function promotions(repo: Repo, member: Member, language: unknown): { list: RewardPromotion[]; available: number } {
  repo.rewards.review(member.id, REWARD_REVIEW_MS, (remark) => remark.includes('#reject'));
  const entries = new Map(repo.rewards.entries(member.id).map((e) => [e.promotionId, e]));
  const list = localisePromotions(PROMOTIONS, language).filter((p) => RULES[p.id]).map((p): RewardPromotion => {
    const rule = RULES[p.id]!;
    const entry = entries.get(p.id);
    return {
      id: p.id,
      title: p.title,
      content: p.content,
      promotionType: p.promotionType,
      badge: p.badge ?? null,
      imageUrl: p.announcementImages[0]?.imageUrl ?? '',
      action: rule.action,
      bonus: toAmount(rule.bonusCents),
      status: statusOf(rule, entry),
      remark: entry?.remark ?? '',
      imageCount: entry?.imageCount ?? 0,
      updatedAt: entry?.updatedAt ?? null,
    };
  });
  return { list, available: list.filter((p) => p.status === 'claim' || p.status === 'join').length };
}

function ruleFor(id: unknown): { id: number; action: RewardAction; bonusCents: number; startsInDays?: number } {
  const pid = Number(id);
  const rule = RULES[pid];
  if (!rule) throw new GatewayError(200, 'request_param_err', 'Unknown promotion');
  if (rule.startsInDays) throw new GatewayError(200, 'promotion.not.started', 'This promotion has not started yet');
  return { id: pid, ...rule };
}

const availablePromotions = defineRoute('availablePromotions', {
  auth: 'member',
  handler: ({ member, repo, req }) => promotions(repo, member, req.headers.language),
});

/** Takes part in a promotion once: a second time is refused as `promotion.already`. */
function takePartOnce(takePart: () => void): void {
  try {
    takePart();
  } catch (e) {
    if (e instanceof AlreadyTaken) throw new GatewayError(200, 'promotion.already', 'You already took part in this promotion');
    throw e;
  }
}

/** Claim a bonus promotion (credited to main at once) or join one; once per member and promotion. */
const claimRaffle = defineRoute('claimRaffle', {
  auth: 'member',
  handler: ({ input, member, repo, req }) => {
    const rule = ruleFor(input.promotionId);
    if (rule.action === 'apply') throw new GatewayError(200, 'promotion.needs.application', 'Apply for this promotion with the application form');
    takePartOnce(() => repo.rewards.take(member.id, rule.id, rule.action === 'claim' ? 'claimed' : 'joined', rule.bonusCents));
    return promotions(repo, member, req.headers.language);
  },
});

const applyActivity = defineRoute('applyActivity', {
  auth: 'member',
  bodyLimit: IMAGE_BODY_LIMIT,
  handler: ({ input, member, repo, req }) => {
    const rule = ruleFor(input.promotionId);
    if (rule.action !== 'apply') throw new GatewayError(200, 'request_param_err', 'This promotion takes no application');
    const remark = typeof input.remark === 'string' ? input.remark.trim() : '';
    if ([...remark].length > MAX_REMARK) throw new GatewayError(200, 'remark.too.long', `The remark is at most ${MAX_REMARK} characters`);
    const raw = Array.isArray(input.images) ? input.images : [];
    if (raw.length > MAX_IMAGES) throw new GatewayError(200, 'upload.count', `At most ${MAX_IMAGES} images`);
    const images = raw.map(readImage);
    takePartOnce(() => repo.rewards.apply(member.id, rule.id, remark, rule.bonusCents, images));
    return promotions(repo, member, req.headers.language);
  },
});

// The newer table's reward calls (docs/gateway.md#content-calls): their shapes are Tessera's own design.
const raffleStatus = defineRoute('raffleStatus', {
  auth: 'member',
  handler: ({ member, repo, req }) => ({ list: promotions(repo, member, req.headers.language).list.map((p) => ({ promotionId: p.id, status: p.status })) }),
});

/** What the member has taken part in: claimed, joined or applied for, with the bonus and where it stands. */
const promotionClaims = defineRoute('promotionClaims', {
  auth: 'member',
  handler: ({ member, repo, req }) => {
    const taken = new Set(repo.rewards.entries(member.id).map((e) => e.promotionId));
    return {
      list: promotions(repo, member, req.headers.language)
        .list.filter((p) => taken.has(p.id))
        .map((p) => ({ id: p.id, title: p.title, bonus: p.bonus, status: p.status, updatedAt: p.updatedAt })),
    };
  },
});

/** The promotion categories (the product's promotion types), named in English; the apps translate the key. */
const promotionCategories = defineRoute('promotionCategories', {
  auth: 'none',
  handler: () => ({ list: PROMOTION_TYPES.map((key) => ({ key, name: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()) })) }),
});

/** The site's promotions for anyone (a visitor's reward list), in the call's language. */
const merchantPromotions = defineRoute('merchantPromotions', {
  auth: 'none',
  handler: ({ req }) => ({ list: localisePromotions(PROMOTIONS, req.headers.language).filter((p) => RULES[p.id]) }),
});

/** Rebate per product type, in percent of the valid bet (the daily rebate promotion's 1.2% on slots). */
export const REBATE_RATES: Readonly<Record<string, number>> = { RNG: 1.2, LIVE: 0.8, FISH: 1.0, PVP: 0.6, SPORTS: 0.5, LOTT: 0.3 };
const rebateSettings = defineRoute('rebateSettings', {
  auth: 'member',
  handler: ({ input }) => {
    const only = typeof input.productType === 'string' && input.productType ? input.productType.toUpperCase() : null;
    return { list: Object.entries(REBATE_RATES).filter(([t]) => !only || t === only).map(([productType, rate]) => ({ productType, rate })) };
  },
});

export const rewardRoutes = [availablePromotions, claimRaffle, applyActivity, raffleStatus, promotionClaims, promotionCategories, merchantPromotions, rebateSettings];
