import type { AgentContract, ContractPeriod, ContractsValue, ErrorInfo, LoadStatus } from '@tessera/shared';

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

export interface ContractsState {
  endpoint: ContractEndpoint | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  data: ContractsValue | null;
  /** The last offer, accept, reject or terminate. */
  action: {
    status: 'idle' | 'sending' | 'done' | 'failed';
    error: ErrorInfo | null;
    /** An offer below the downline's running rate, waiting for the agent to confirm it. */
    lowerRate: { offer: OfferForm; currentRate: number } | null;
    last: AgentContract | null;
  };
}
