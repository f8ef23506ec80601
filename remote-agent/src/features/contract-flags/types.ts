/** Which flag-dependent agent pages this agent has (spec §2, §6), read from the consolidated funds. */
export interface ContractFlags {
  contract: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realTimeSalary: boolean;
}
export type ContractFlag = keyof ContractFlags;

/** The `value` of `/wps/member/info/funds/consolidated`: only the flag fields are read (api-contract §4). */
export type ConsolidatedFunds = Record<string, unknown>;

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface LoadError {
  i18nKey: string;
  serverMessage?: string;
}

export interface ContractFlagsState {
  flags: ContractFlags;
  status: LoadStatus;
  error: LoadError | null;
}
