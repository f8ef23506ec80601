/**
 * Content calls (docs/gateway.md#content-calls): announcements (banners of every group, notices, popups,
 * promotions), the help centre in the asked language, domain routes with measured speeds, feedback.
 */
import type { FeedbackType } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { tokenOf } from '../gateway/session.js';
import { BANNERS, DOMAIN_ROUTES, helpItems, NOTICES, POPUPS, PROMOTIONS } from '../seed/content.js';

/** The merchant switch that publishes the seeded popups (seed/content.ts). */
export const POPUP_SWITCH = 'ANNOUNCEPOPUP';

/** The question types and content bounds of the feedback form (shared's FEEDBACK_TYPES / FEEDBACK_CONTENT). */
const FEEDBACK_TYPES: readonly FeedbackType[] = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'];
const FEEDBACK_CONTENT = { min: 10, max: 500 };

const announcements = defineRoute('announcements', {
  auth: 'none',
  handler: ({ input, merchant, repo }) => {
    const types = new Set(String(input.types ?? 'B,PL,PU,PR').split(',').map((t) => t.trim().toUpperCase()));
    // `execution` narrows the popups to those audiences (A member, B visitor, F first login); absent, all.
    const executions = typeof input.execution === 'string' && input.execution.trim() ? new Set(input.execution.split(',').map((e) => e.trim().toUpperCase())) : null;
    const published = repo.merchants.find(merchant)?.modules[POPUP_SWITCH] === true;
    return {
      banners: types.has('B') ? BANNERS : [],
      player: types.has('PL') ? NOTICES : [],
      popup: types.has('PU') && published ? POPUPS.filter((p) => !executions || executions.has(p.execution)) : [],
      promotion: types.has('PR') ? PROMOTIONS : [],
    };
  },
});

const helpCenter = defineRoute('helpCenter', {
  auth: 'none',
  handler: ({ input }) => helpItems(typeof input.lang === 'string' ? input.lang : 'EN'),
});

const domainRoute = defineRoute('domainRoute', {
  auth: 'none',
  handler: ({ input }) => {
    if (!input.device) throw new GatewayError(400, 'request_param_err', 'device is required');
    return { domainList: DOMAIN_ROUTES, resources: [] };
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
