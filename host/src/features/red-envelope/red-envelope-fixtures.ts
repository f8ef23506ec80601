import type { RedEnvelopeEvent } from '@tessera/shared';

/** A red-envelope event running from 2026 to 2030, for the widget's tests and the shell's. */
export const RED_ENVELOPE_EVENT: RedEnvelopeEvent = {
  eventId: 7,
  title: 'Lucky Red Envelope',
  startsAt: Date.UTC(2026, 0, 1),
  endsAt: Date.UTC(2030, 11, 31, 16),
  minAmount: 1.88,
  maxAmount: 88.88,
  imageUrl: '/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/closed.png',
};
