/** Team management's gateway and bus calls, the one seam tests mock. */
import { api, bus, type AgentTransferValue, type TeamMembersRequest, type TeamMembersValue } from '@tessera/shared';

export function fetchTeamMembers(query: TeamMembersRequest): Promise<TeamMembersValue> {
  return api.call('agentTeamMembers', query);
}

export function transferToDownline(toId: number, amount: number): Promise<AgentTransferValue> {
  return api.call('agentTransfer', { toId, amount });
}

/** The agent's own balance changed: the host refetches it and shows it in the header. */
export function requestBalanceRefresh(): void {
  bus.emit('wallet:refresh', {});
}
