/** The red-envelope calls (Tessera's design, docs/gateway.md#content-calls) and the once-a-session popup memory. */
import { api, type OpenRedEnvelopeValue, type RedEnvelopeValue } from '@tessera/shared';

export const redEnvelopeApi = {
  current: (): Promise<RedEnvelopeValue> => api.call('redEnvelope'),
  open: (eventId: number): Promise<OpenRedEnvelopeValue> => api.call('openRedEnvelope', { eventId }),
};

/** The popup of an event shows by itself once per browser session; the floating envelope reopens it. */
const seenKey = (eventId: number) => `tessera.redEnvelope.seen.${eventId}`;
export const popupMemory = {
  seen(eventId: number): boolean {
    try {
      return sessionStorage.getItem(seenKey(eventId)) === '1';
    } catch {
      return false;
    }
  },
  remember(eventId: number): void {
    try {
      sessionStorage.setItem(seenKey(eventId), '1');
    } catch {
      // Storage refused (private mode): the popup may show again on the next page load.
    }
  },
};
