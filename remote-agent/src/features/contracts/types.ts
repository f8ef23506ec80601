import type { AgentContract, ContractPeriod, ContractsValue, Loadable, SendState } from '@tessera/shared';

/** Which contract call a page uses (docs/gateway.md#salary-calls). */
export type ContractEndpoint = 'dividend' | 'dailySalary' | 'hourSalary' | 'realTimeSalary';

export interface OfferForm {
  memberId: number;
  rate: number;
  activeMembers: number;
  validBet: number;
  period: ContractPeriod;
  confirmLower?: boolean;
}

/** An agent's answer to a contract. */
export interface Decision {
  id: number;
  action: 'accept' | 'reject' | 'terminate';
}

/** The state is the contracts' loadable, beside the endpoint and the agent's last action. */
export interface ContractsState extends Loadable<ContractsValue> {
  endpoint: ContractEndpoint | null;
  /** The last offer, accept, reject or terminate. */
  action: SendState;
  /** The contract the last action made or changed. */
  last: AgentContract | null;
  /** An offer below the downline's running rate, waiting for the agent to confirm it. */
  lowerRate: { offer: OfferForm; currentRate: number } | null;
}
