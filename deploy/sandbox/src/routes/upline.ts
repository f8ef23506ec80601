/**
 * Transfer to the upline (transferUpline, docs/product.md#member-centre): main wallet to the upline's
 * main wallet with a note — the spec's transfer message (sender, recipient, amount, note). Only members
 * with an upline; the payment password is checked (encrypted call), and each transfer is one ledger
 * transaction keyed by `requestId`. Shapes: UplineTransferInfo … in shared/src/api/types.ts.
 */
import type { UplineTransferInfo } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { toCents } from '../domain/money.js';
import type { Member, Repo } from '../repo/index.js';
import { InsufficientFunds, MAIN_WALLET, toAmount } from '../repo/wallets.js';

export const UPLINE_LIMITS = { minimumAmount: 1, maximumAmount: 100_000 };
export const MAX_NOTE = 100;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The transfer message in the upline's inbox (internal): sender, recipient, amount and note. */
function transferMessage(repo: Repo, member: Member, uplineId: number, cents: number, note: string): void {
  const recipient = repo.profiles.identity(uplineId);
  const amount = `P ${toAmount(cents).toFixed(2)}`;
  repo.messages.send(
    uplineId,
    'internal',
    `Transfer from ${member.username}`,
    `<p><b>${esc(member.username)}</b> (${esc(member.nickname)}) sent <b>${amount}</b> to ${esc(recipient?.account ?? '')}'s main wallet.</p>` +
      `<p>Note: ${esc(note)}</p>`,
  );
}

function info(repo: Repo, member: Member): UplineTransferInfo {
  const upline = member.parentId != null ? repo.profiles.identity(member.parentId) : undefined;
  const main = repo.wallets.balances(member.id).find((w) => w.accountTypeId === MAIN_WALLET)?.cents ?? 0;
  return {
    sender: { account: member.username, nickname: member.nickname },
    recipient: upline ? { account: upline.account, nickname: upline.nickname } : null,
    available: toAmount(main),
    ...UPLINE_LIMITS,
    transfers: repo.wallets.uplineTransfers(member.id).map((t) => ({ id: t.id, recipient: upline?.account ?? '', amount: toAmount(t.cents), note: t.note, time: t.at })),
  };
}

const uplineTransferInfo = defineRoute('uplineTransferInfo', {
  auth: 'member',
  handler: ({ member, repo }) => info(repo, member),
});

const transferUpline = defineRoute('transferUpline', {
  auth: 'member',
  // The path Tessera used before it moved to the real table's name: builds already published still call it.
  also: [{ path: '/wps/relay/passwordCheck/MCSFE_processC2CTransaction' }],
  handler: async ({ input, member, repo }) => {
    if (member.parentId == null) throw new GatewayError(200, 'upline.none', 'This account has no upline');
    const cents = toCents(input.amount);
    if (cents < UPLINE_LIMITS.minimumAmount * 100 || cents > UPLINE_LIMITS.maximumAmount * 100) {
      throw new GatewayError(200, 'upline.amount.limit', `Amount must be between ${UPLINE_LIMITS.minimumAmount} and ${UPLINE_LIMITS.maximumAmount}`, UPLINE_LIMITS);
    }
    const note = typeof input.note === 'string' ? input.note.trim() : '';
    if (!note || [...note].length > MAX_NOTE) throw new GatewayError(200, 'upline.note', `A note of 1 to ${MAX_NOTE} characters is required`);
    const requestId = typeof input.requestId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(input.requestId) ? input.requestId : null;
    if (!requestId) throw new GatewayError(200, 'request_param_err', 'requestId must be 8 to 64 letters, digits, - or _');
    const password = typeof input.paymentPassword === 'string' ? input.paymentPassword : '';
    if (!(await repo.members.authenticate(member.merchant, member.username, password))) {
      throw new GatewayError(200, 'password.payment.wrong', 'The payment password is wrong');
    }
    const started = Date.now();
    try {
      const moved = repo.wallets.transferToUplineOnce(member.id, member.parentId, requestId, cents, note);
      // A replayed requestId answers the earlier transfer (made before this call): its message was sent then.
      if (moved.at >= started) transferMessage(repo, member, member.parentId, moved.cents, moved.note);
    } catch (e) {
      if (e instanceof InsufficientFunds) throw new GatewayError(200, 'balance.insufficient', 'Insufficient balance');
      throw e;
    }
    return info(repo, member);
  },
});

export const uplineRoutes = [uplineTransferInfo, transferUpline];
