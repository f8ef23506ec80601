import { AGENT_PAGES, type AgentPage } from '@tessera/shared';
import type { ContractFlag, ContractFlags } from '../contract-flags/types';

/** Agent pages this build has; every other menu entry shows, disabled, until its page is built. */
export const BUILT_PAGES = ['agentTeamOverview'] as const satisfies readonly AgentPage[];
export type BuiltPage = (typeof BUILT_PAGES)[number];

export const DEFAULT_PAGE: BuiltPage = 'agentTeamOverview';

/** Pages listed only when the agent's consolidated flags switch them on (spec §2, §6). */
export const PAGE_FLAG: Partial<Record<AgentPage, ContractFlag>> = {
  agentDividendRecord2: 'contract',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realTimeSalary',
};

export function isBuiltPage(page: unknown): page is BuiltPage {
  return (BUILT_PAGES as readonly unknown[]).includes(page);
}

export function resolvePage(page: AgentPage | undefined): BuiltPage {
  return isBuiltPage(page) ? page : DEFAULT_PAGE;
}

/** The menu in spec order: the base pages plus the flag-dependent pages that are switched on. */
export function menuPages(flags: ContractFlags): AgentPage[] {
  return AGENT_PAGES.filter((page) => {
    const flag = PAGE_FLAG[page];
    return flag === undefined || flags[flag];
  });
}
