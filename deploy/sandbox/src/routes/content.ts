/**
 * Content calls (docs/gateway.md#content-calls): announcements (banners of every group, notices, popups,
 * promotions), the help centre in the asked language, domain routes with measured speeds, feedback.
 */
import type { Banner, FeedbackType } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { tokenOf } from '../gateway/session.js';
import { BANNERS, DOMAIN_ROUTES, helpItems, NOTICES, POPUPS, PROMOTIONS } from '../seed/content.js';
import { artLanguage, BANNER_ART_TRANSLATIONS } from '../seed/banners-i18n.js';
import { localiseHelp, localisePopups, localisePromotions } from '../seed/content-i18n.js';
import { localiseNotices } from '../seed/notices-i18n.js';

/** The merchant switch that publishes the seeded popups (seed/content.ts). */
export const POPUP_SWITCH = 'ANNOUNCEPOPUP';

/** The question types and content bounds of the feedback form (shared's FEEDBACK_TYPES / FEEDBACK_CONTENT). */
const FEEDBACK_TYPES: readonly FeedbackType[] = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'];
const FEEDBACK_CONTENT = { min: 10, max: 500 };

/** A CDN picture's URL for the call's language (unchanged for English or an unknown language). */
function artUrl(url: string, language: unknown): string {
  const lang = artLanguage(language);
  return lang ? `${url}?lang=${lang}` : url;
}

/** Banners with their pictures, and the words they carry as alt text, in the call's language. */
function withArtLanguage(banners: readonly Banner[], language: unknown): Banner[] {
  const lang = artLanguage(language);
  if (!lang) return [...banners];
  return banners.map((b) => {
    const name = b.url.replace(/^.*\/|\.png$/g, '');
    const words = BANNER_ART_TRANSLATIONS[lang]?.[name];
    return { ...b, url: artUrl(b.url, lang), title: words ? `${words[1]}: ${words[2]}` : b.title };
  });
}

const announcements = defineRoute('announcements', {
  auth: 'none',
  handler: ({ input, merchant, repo, req }) => {
    const types = new Set(String(input.types ?? 'B,PL,PU,PR').split(',').map((t) => t.trim().toUpperCase()));
    // `execution` narrows the popups to those audiences (A member, B visitor, F first login); absent, all.
    const executions = typeof input.execution === 'string' && input.execution.trim() ? new Set(input.execution.split(',').map((e) => e.trim().toUpperCase())) : null;
    const published = repo.merchants.find(merchant)?.modules[POPUP_SWITCH] === true;
    return {
      // Artwork drawn in the call's language: the CDN words a picture by its `lang`.
      banners: types.has('B') ? withArtLanguage(BANNERS, req.headers.language) : [],
      // Notices as the back office writes them per market: in the language of the call.
      player: types.has('PL') ? localiseNotices(NOTICES, req.headers.language) : [],
      popup: types.has('PU') && published ? localisePopups(POPUPS, req.headers.language).filter((p) => !executions || executions.has(p.execution)) : [],
      promotion: types.has('PR') ? localisePromotions(PROMOTIONS, req.headers.language).map((p) => ({ ...p, announcementImages: p.announcementImages.map((i) => ({ ...i, imageUrl: artUrl(i.imageUrl, req.headers.language) })) })) : [],
    };
  },
});

const helpCenter = defineRoute('helpCenter', {
  auth: 'none',
  // The page's `lang`, else the call's Language header; every language is written from the English rows.
  handler: ({ input, req }) => localiseHelp(helpItems('EN'), typeof input.lang === 'string' && input.lang ? input.lang : req.headers.language),
});

const domainRoute = defineRoute('domainRoute', {
  auth: 'none',
  handler: ({ input, req }) => {
    if (!input.device) throw new GatewayError(400, 'request_param_err', 'device is required');
    // Every sandbox route leads back to the sandbox (the caller's own origin), each timed by its own ping.
    const url = `${req.protocol}://${req.headers.host ?? 'localhost'}/`;
    const domainList = DOMAIN_ROUTES.map((r) => ({ ...r, url, pingUrl: `/wps/system/domainRoute/ping?line=${encodeURIComponent(r.domain)}` }));
    return { domainList, resources: [] };
  },
});

const feedback = defineRoute('feedback', {
  auth: 'none',
  handler: ({ input, merchant, repo, req }) => {
    const questionType = typeof input.questionType === 'string' ? input.questionType : '';
    const content = typeof input.content === 'string' ? input.content.trim() : '';
    if (!(FEEDBACK_TYPES as readonly string[]).includes(questionType)) throw new GatewayError(200, 'request_param_err', 'Unknown question type');
    if (content.length < FEEDBACK_CONTENT.min || content.length > FEEDBACK_CONTENT.max) {
      throw new GatewayError(200, 'request_param_err', `The content must be ${FEEDBACK_CONTENT.min} to ${FEEDBACK_CONTENT.max} characters`);
    }
    const token = tokenOf(req);
    const member = token ? repo.sessions.member(token, merchant) : undefined;
    repo.accounts.addFeedback(merchant, member?.id ?? null, questionType, content, Date.now());
    return null;
  },
});

export const contentRoutes = [announcements, helpCenter, domainRoute, feedback];
