/** The contract calls, one per contract kind, each taking an action; the one seam tests mock. */
import { api, type AgentContract, type ContractsValue } from '@tessera/shared';
import type { ContractEndpoint, OfferForm } from './types';

export function fetchContracts(endpoint: ContractEndpoint): Promise<ContractsValue> {
  return api.call(endpoint, { action: 'list' }) as Promise<ContractsValue>;
}

export function offerContract(endpoint: ContractEndpoint, offer: OfferForm): Promise<AgentContract> {
  return api.call(endpoint, { action: 'offer', ...offer }) as Promise<AgentContract>;
}

export function decideContract(endpoint: ContractEndpoint, action: 'accept' | 'reject' | 'terminate', id: number): Promise<AgentContract> {
  return api.call(endpoint, { action, id }) as Promise<AgentContract>;
}
