/** Help centre call (docs/gateway.md#content-calls). */
import { api, type FeedbackRequest, type HelpItem } from '@tessera/shared';

export const helpApi = {
  items: (lang: string): Promise<HelpItem[]> => api.call('helpCenter', { lang, device: 'WEB' }),
  feedback: (req: FeedbackRequest): Promise<unknown> => api.call('feedback', req),
};
