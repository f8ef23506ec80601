/** Team management's gateway and bus calls, the one seam tests mock. */
import { api, type AgentTransferValue, type TeamMembersRequest, type TeamMembersValue } from '@tessera/shared';

export function fetchTeamMembers(query: TeamMembersRequest): Promise<TeamMembersValue> {
  return api.call('agentTeamMembers', query);
}

/** Whom a transfer goes to: a member of the downline, or the agent's own upline. */
export type TransferTarget = { toId: number; username: string; balance: number } | { toUpline: true; username: string };

/** One transfer; `requestId` makes a retry of the same submit move the money once (docs/gateway.md#salary-calls). */
export function sendTransfer(target: TransferTarget, amount: number, requestId: string): Promise<AgentTransferValue> {
  return api.call('agentTransfer', 'toUpline' in target ? { toUpline: true, amount, requestId } : { toId: target.toId, amount, requestId });
}

/** A fresh idempotency key for one transfer form. */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The agent's own balance changed: the host refetches it and shows it in the header. */
export { balanceChanged } from '@tessera/shared';
