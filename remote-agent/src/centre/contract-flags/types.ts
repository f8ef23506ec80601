import type { LoadState } from '@tessera/shared';

/** Which flag-dependent agent pages this agent has (docs/product.md#agent-centre), read from the consolidated funds. */
export interface ContractFlags {
  contract: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realTimeSalary: boolean;
}
export type ContractFlag = keyof ContractFlags;

export interface ContractFlagsState {
  /** The agent the flags were asked for; null when no agent is signed in. */
  account: string | null;
  flags: ContractFlags;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
}
