import type { ConsolidatedFunds } from '@tessera/shared';
import type { ContractFlag, ContractFlags } from './types';

/** The consolidated fields that switch each page on (docs/gateway.md#member-calls); any one of them is enough. */
export const FLAG_FIELDS: Record<ContractFlag, readonly (keyof ConsolidatedFunds)[]> = {
  contract: ['divtypereq', 'divtypeinfo'],
  dailySalary: ['dailysalreqtype', 'dailysalinfotype', 'contractmrdailysalinfotype'],
  hourlySalary: ['contracthoursalreq', 'contracthoursalinfo'],
  realTimeSalary: ['realtimesalreqtype'],
};

export const NO_FLAGS: ContractFlags = { contract: false, dailySalary: false, hourlySalary: false, realTimeSalary: false };

/**
 * The gateway's flag values are loosely typed (booleans, '1'/'0', type codes, lists), so: true, a
 * non-zero number, a non-empty string other than '0'/'false'/'N', or a non-empty list/object is on.
 */
export function isOn(value: unknown): boolean {
  if (typeof value === 'string') return !['', '0', 'false', 'n', 'no', 'null'].includes(value.trim().toLowerCase());
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

export function toContractFlags(funds: ConsolidatedFunds): ContractFlags {
  const on = (flag: ContractFlag) => FLAG_FIELDS[flag].some((field) => isOn(funds[field]));
  return {
    contract: on('contract'),
    dailySalary: on('dailySalary'),
    hourlySalary: on('hourlySalary'),
    realTimeSalary: on('realTimeSalary'),
  };
}
