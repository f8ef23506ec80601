/** Free play (docs/product.md#free-play): a trial account opened on the spot, with play money. */
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { GatewayError } from '../gateway/envelope.js';
import { clientOf, type SandboxThrottles } from '../gateway/throttles.js';
import { TRIAL_TYPE } from '../repo/accounts.js';
import type { Repo } from '../repo/index.js';
import { requireModule } from './merchant-modules.js';

/** Play money of a free-play guest, in cents. */
export const GUEST_OPENING_CENTS = 200_000;

/**
 * A trial account with its opening balance and a session (free play, the newer table's trial launch), at most
 * GUESTS_PER_CLIENT an hour per client network: each is a row, a wallet and a session.
 */
export async function openGuest(ctx: { repo: Repo; throttles: SandboxThrottles; req: FastifyRequest }, merchant: string) {
  const { repo, throttles } = ctx;
  requireModule(repo, merchant, 'FREEPLAY3');
  if (!throttles.guests.hit(clientOf(ctx.req, throttles))) {
    throw new GatewayError(200, 'too_many_requests', 'Too many free-play guests from this network, please retry later');
  }
  const now = Date.now();
  const guest = await repo.accounts.create(
    {
      merchant,
      username: `guest${randomBytes(4).toString('hex')}`,
      // Nobody logs in as a guest twice: the password is never known.
      password: randomBytes(24).toString('base64url'),
      mobile: null,
      email: null,
      payeeName: null,
      parentId: null,
      referralCode: null,
      type: TRIAL_TYPE,
      at: now,
    },
    GUEST_OPENING_CENTS,
  );
  const token = repo.sessions.open(guest.id, merchant);
  repo.members.markLogin(guest.id, now);
  return { guest, token };
}
