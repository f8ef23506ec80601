/**
 * The answer schemas of the calls every page makes as it starts (the platform's status, the nav's vendor lanes, the
 * dial codes, the announcements and banners, the winner board, the home's game lists), and the check itself. The
 * client checks these answers with this module alone; every other answer's schema is in schemas.ts (the whole table:
 * these and the rest), which the client loads with the first call that needs it (client.ts), alongside the call.
 */
import * as v from 'valibot';
import type { EndpointName } from './endpoints';
import type { PromotionBadge, PromotionType } from './account-types';
import type { EndpointResponse, FieldRule, GameItem, WhitelabelNode } from './types';

// The promotion types and badges of account-types.ts, repeated here because the server runs this module in Node,
// which does not resolve account-types' own extensionless imports; client.test.ts keeps the two lists equal.
export const SCHEMA_PROMOTION_TYPES: readonly PromotionType[] = ['others', 'sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'pointsMall', 'ranking', 'deposit', 'appDownload', 'newbie', 'gamePromotions'];
export const SCHEMA_PROMOTION_BADGES: readonly PromotionBadge[] = ['NEWBIE', 'LIMITED', 'SPECIAL OFFER', 'DAILY', 'HIGH RABATE', 'VIP'];
export const PROMOTION_TYPES = SCHEMA_PROMOTION_TYPES;
export const PROMOTION_BADGES = SCHEMA_PROMOTION_BADGES;

export const str = v.string();
export const num = v.pipe(v.number(), v.finite());
export const bool = v.boolean();
export const opt = <T extends v.GenericSchema>(schema: T) => v.optional(schema);

export const fieldRule: v.GenericSchema<unknown, FieldRule> = v.looseObject({
  enabled: bool,
  required: bool,
  minLength: num,
  maxLength: num,
  patternId: str,
  acceptedPattern: str,
});
export const registerRules = v.record(str, fieldRule);

export const whitelabelNode: v.GenericSchema<unknown, WhitelabelNode> = v.looseObject({
  modId: str,
  enabled: v.picklist(['1', '0']),
  childrenNodes: opt(v.array(v.lazy(() => whitelabelNode))),
});

/**
 * The module tree: the real web client reads one root node (it walks `childrenNodes` from it); Tessera's earlier
 * sandbox sent a list of top nodes. Either reads as a list of nodes.
 */
export const whitelabelTree: v.GenericSchema<unknown, WhitelabelNode | WhitelabelNode[]> = v.pipe(
  v.union([whitelabelNode, v.array(whitelabelNode)]),
  v.transform((tree): WhitelabelNode[] => (Array.isArray(tree) ? tree : [tree])),
);

export const gameItem: v.GenericSchema<unknown, GameItem> = v.looseObject({
  nodeId: str,
  gameId: str,
  gameName: str,
  gameCode: str,
  vassalage: str,
  gameType: str,
  iconUrl: str,
  minBet: opt(num),
  gameClassify: opt(str),
  isGame: opt(str),
  displayName: opt(str),
  showIcon: opt(str),
  defaultIcon: opt(str),
  nodeName: opt(str),
});

/** One schema per endpoint the product calls; an endpoint without one is passed through unchecked. */
export type ResponseSchemas = { readonly [K in EndpointName]?: v.GenericSchema<unknown, EndpointResponse<K>> };

export const START_SCHEMAS = {
  systemStatus: v.looseObject({
    maintenance: v.union([v.literal(false), v.looseObject({ title: opt(str), endTime: opt(str), message: opt(str) })]),
    regionRestriction: bool,
    location: v.looseObject({ ip: str, country: opt(str) }),
    info: v.looseObject({
      whitelabel: whitelabelTree,
      register: registerRules,
      customerService: v.array(v.looseObject({ csType: str, path: str })),
      resources: v.array(v.looseObject({ resourceType: str, url: str, qrCodeUrl: opt(str), labelNameEn: opt(str) })),
      imageCDNs: v.array(str),
      launchGameCDNs: v.array(str),
      analytics: opt(v.looseObject({ gtagId: opt(str) })),
      mainDomain: opt(str),
    }),
  }),
  gameVendors: v.looseObject({
    data: v.looseObject({
      lanes: v.array(
        v.looseObject({
          title: str,
          cards: v.array(
            v.looseObject({
              vassalage: str,
              displayName: str,
              gameType: str,
              isHot: v.picklist([0, 1]),
              accountTypeId: opt(num),
              accountTypeName: opt(str),
              smallIcon: opt(str),
              lagerIcon: opt(str),
            }),
          ),
          gameClassify: v.array(v.looseObject({ key: str, displayName: str, gameCount: num, vendors: opt(v.array(str)) })),
        }),
      ),
    }),
  }),
  gameList: v.looseObject({ games: v.array(gameItem), totalPages: num, totalCount: num }),
  country: v.array(v.looseObject({ countryCode: str, countryDialingCode: str, countryName: opt(str) })),
  announcements: v.looseObject({
    banners: v.array(
      v.looseObject({ bannerId: num, groupName: str, url: str, linkageType: v.nullish(str), linkage: v.nullish(str), title: opt(str) }),
    ),
    player: v.array(v.looseObject({ id: num, title: str, content: str, createTime: opt(num) })),
    popup: v.array(v.looseObject({ id: num, title: str, content: str, execution: v.picklist(['A', 'B', 'F']) })),
    promotion: v.array(
      v.looseObject({
        id: num,
        title: str,
        content: str,
        // A type or badge this build does not know is shown as the generic one rather than refusing the answer.
        promotionType: v.fallback(v.picklist(PROMOTION_TYPES), 'others'),
        badge: v.fallback(v.nullish(v.picklist(PROMOTION_BADGES)), null),
        announcementImages: v.array(v.looseObject({ imageUrl: str })),
        startTime: opt(num),
        endTime: opt(num),
      }),
    ),
  }),
  winnerBoard: v.looseObject({ list: v.array(v.looseObject({ player: str, gameName: str, prize: num, vassalage: opt(str) })) }),
} satisfies ResponseSchemas;

/** Where an answer first differs from its schema, e.g. `maintenance.title: Invalid type…`, for logs only. */
export type AnswerProblem = { path: string; message: string };

/**
 * Checks an answer of `name` against its schema in `schemas`: the (loose) parsed value, or the first problem found.
 * An endpoint without a schema passes unchanged.
 */
export function checkAnswerWith<N extends EndpointName>(
  schemas: ResponseSchemas,
  name: N,
  value: unknown,
): { ok: true; value: EndpointResponse<N> } | { ok: false; problem: AnswerProblem } {
  const schema = schemas[name] as v.GenericSchema<unknown, EndpointResponse<N>> | undefined;
  if (!schema) return { ok: true, value: value as EndpointResponse<N> };
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  return { ok: false, problem: { path: v.getDotPath(issue) ?? '', message: issue.message } };
}
