/** Wallet calls: balance and consolidated funds (docs/gateway.md#wallet-calls). */
import { defineRoute } from '../gateway/define-route.js';
import { walletBalance } from '../domain/settlement.js';

/** Reading the balance also settles the member's due deposits (domain/settlement.ts). */
const balance = defineRoute('balance', {
  auth: 'member',
  handler: ({ member, repo }) => walletBalance(repo, member),
});

/**
 * The contract and salary flags that drive the agent menu (docs/gateway.md#member-calls), plus the
 * wallet currency some clients read from here.
 */
const consolidatedFunds = defineRoute('consolidatedFunds', {
  auth: 'member',
  handler: ({ member, repo }) => {
    const c = repo.members.contracts(member.id);
    return {
      divtypereq: c?.dividend ?? '',
      dailysalreqtype: c?.dailySalary ?? '',
      contracthoursalreq: c?.hourSalary ?? '',
      realtimesalreqtype: c?.realtimeSalary ?? '',
      currency: 'PHP',
      currencySymbol: 'P',
    };
  },
});

export const walletRoutes = [balance, consolidatedFunds];
