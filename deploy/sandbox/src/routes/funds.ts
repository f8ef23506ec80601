/**
 * Member-centre money calls: the merchant's wallets, transfers between them, deposits
 * (docs/gateway.md#wallet-calls). The contract leaves these shapes unknown; the sandbox's design is in
 * shared/src/api/types.ts (MerchantWallet, WalletTransferRequest, DepositSettings …) and every move is one
 * ledger transaction keyed by the client's `requestId` (repo/wallets.ts).
 */
import type { DepositChannel, DepositRecord } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { requestIdOf, toCents } from '../domain/money.js';
import { settleDue, walletBalance } from '../domain/settlement.js';
import type { DepositRow } from '../repo/deposits.js';
import { InsufficientFunds, MAIN_WALLET, toAmount } from '../repo/wallets.js';
import { LANES } from '../seed/catalog.js';

/** Merchants that run a single wallet: their members see only main and never transfer. */
const SINGLE_WALLET_MERCHANTS = new Set(['demo2']);

/** Vendor wallets by account type id (a vendor in two lanes has two wallets, as the gateway's types do). */
export const VENDOR_WALLETS = LANES.flatMap((lane) =>
  lane.vendors.map((v) => ({
    accountTypeId: v.accountTypeId,
    name: v.displayName,
    gameType: v.gameType,
    icon: `/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${v.code}-DEFAULT.png`,
  })),
);
const VENDOR_IDS = new Set(VENDOR_WALLETS.map((w) => w.accountTypeId));

export const DEPOSIT_CHANNELS: DepositChannel[] = [
  { id: 'bank', name: 'Bank transfer', kind: 'bank', minAmount: 100, maxAmount: 50_000 },
  { id: 'gcash', name: 'GCash', kind: 'ewallet', minAmount: 50, maxAmount: 20_000 },
  { id: 'qrph', name: 'QR Ph', kind: 'qr', minAmount: 20, maxAmount: 10_000 },
];

const insufficient = () => new GatewayError(200, 'balance.insufficient', 'Insufficient balance');

const merchantWallet = defineRoute('merchantWallet', {
  auth: 'member',
  handler: ({ merchant }) => {
    const single = SINGLE_WALLET_MERCHANTS.has(merchant);
    return {
      isSingle: single,
      wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet' }, ...(single ? [] : VENDOR_WALLETS)],
    };
  },
});

const walletTransfer = defineRoute('walletTransfer', {
  auth: 'member',
  handler: ({ input, member, merchant, repo }) => {
    if (SINGLE_WALLET_MERCHANTS.has(merchant)) throw new GatewayError(200, 'function.not.available', 'This site has one wallet');
    const requestId = requestIdOf(input.requestId);
    let moved: number;
    try {
      if ('returnAll' in input && input.returnAll === true) {
        moved = repo.wallets.returnAllOnce(member.id, requestId);
      } else {
        const from = Number('fromAccountTypeId' in input ? input.fromAccountTypeId : NaN);
        const to = Number('toAccountTypeId' in input ? input.toAccountTypeId : NaN);
        const known = (id: number) => id === MAIN_WALLET || VENDOR_IDS.has(id);
        if (!known(from) || !known(to) || from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) {
          throw new GatewayError(200, 'request_param_err', 'A transfer goes between the main wallet and one vendor wallet');
        }
        moved = repo.wallets.transferOnce(member.id, requestId, from, to, toCents('amount' in input ? input.amount : undefined));
      }
    } catch (e) {
      if (e instanceof InsufficientFunds) throw insufficient();
      if (e instanceof RangeError) throw new GatewayError(200, 'request_param_err', e.message);
      throw e;
    }
    return { requestId, moved: toAmount(moved), balance: walletBalance(repo, member) };
  },
});

const depositSettings = defineRoute('depositSettings', {
  auth: 'member',
  handler: () => ({ allowDeposit: 'Y' as const, channels: DEPOSIT_CHANNELS }),
});

const toRecord = (d: DepositRow): DepositRecord => ({
  id: d.id,
  channelId: d.channelId,
  amount: toAmount(d.cents),
  status: d.status,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

const deposit = defineRoute('deposit', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    const channel = DEPOSIT_CHANNELS.find((c) => c.id === input.channelId);
    if (!channel) throw new GatewayError(200, 'request_param_err', 'Unknown deposit channel');
    const cents = toCents(input.amount);
    if (cents < channel.minAmount * 100 || cents > channel.maxAmount * 100) {
      throw new GatewayError(200, 'deposit.amount.limit', `Amount must be between ${channel.minAmount} and ${channel.maxAmount}`, {
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
      });
    }
    return toRecord(repo.wallets.depositOnce(member.id, requestIdOf(input.requestId), channel.id, cents));
  },
});

/** The member's latest deposits, newest first; reading them settles what is due. */
const depositRecords = defineRoute('depositRecords', {
  auth: 'member',
  handler: ({ member, repo }) => {
    settleDue(repo, member);
    return { list: repo.wallets.deposits(member.id).map(toRecord) };
  },
});

export const fundsRoutes = [merchantWallet, walletTransfer, depositSettings, deposit, depositRecords];
