import type { AgentPage } from '@tessera/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuLabelKey } from '../i18n';
import type { ContractFlag, ContractFlags } from './contract-flags/types';

/**
 * One agent-centre page (docs/architecture.md#page-registry): its key from AGENT_PAGES, its menu label,
 * the contract flag that must be on for it to be listed, and its view, a chunk of its own loaded when
 * the page first shows. A page without a view is one this build lacks: listed, but disabled (every page
 * has one today).
 */
export interface PageEntry {
  key: AgentPage;
  labelKey: MenuLabelKey;
  flag?: ContractFlag;
  view?: LazyExoticComponent<ComponentType>;
}

/** Every agent page, in menu order (docs/product.md#agent-centre); the last four depend on flags. */
export const PAGE_REGISTRY = [
  {
    key: 'agentAnnouncement',
    labelKey: 'menu.agentAnnouncement',
    view: lazy(() => import('../features/announcement/announcement')),
  },
  {
    key: 'agentTeamOverview',
    labelKey: 'menu.agentTeamOverview',
    view: lazy(() => import('../features/team-overview/team-overview')),
  },
  {
    key: 'agentRegisterAccount',
    labelKey: 'menu.agentRegisterAccount',
    view: lazy(() => import('../features/register-account/register-account')),
  },
  {
    key: 'agentTeamManagement',
    labelKey: 'menu.agentTeamManagement',
    view: lazy(() => import('../features/team-management/team-management')),
  },
  {
    key: 'agentTeamBetting',
    labelKey: 'menu.agentTeamBetting',
    view: lazy(() => import('../features/team-betting/team-betting')),
  },
  {
    key: 'agentUserLoss',
    labelKey: 'menu.agentUserLoss',
    view: lazy(() => import('../features/user-loss/user-loss')),
  },
  {
    key: 'agentMyIncome',
    labelKey: 'menu.agentMyIncome',
    view: lazy(() => import('../features/my-income/my-income')),
  },
  {
    key: 'agentAccountDetails',
    labelKey: 'menu.agentAccountDetails',
    view: lazy(() => import('../features/account-details/account-details')),
  },
  {
    key: 'agentDividendRecord2',
    labelKey: 'menu.agentDividendRecord2',
    flag: 'contract',
    view: lazy(() => import('../features/contracts/dividend-page')),
  },
  {
    key: 'agentDailyWages2',
    labelKey: 'menu.agentDailyWages2',
    flag: 'dailySalary',
    view: lazy(() => import('../features/contracts/daily-wages-page')),
  },
  {
    key: 'agentHourSalary',
    labelKey: 'menu.agentHourSalary',
    flag: 'hourlySalary',
    view: lazy(() => import('../features/contracts/hour-salary-page')),
  },
  {
    key: 'agentRealtimeSalary',
    labelKey: 'menu.agentRealtimeSalary',
    flag: 'realTimeSalary',
    view: lazy(() => import('../features/contracts/realtime-salary-page')),
  },
] as const satisfies readonly PageEntry[];

type Entry = (typeof PAGE_REGISTRY)[number];
/** The pages this build can show. */
export type BuiltPage = Extract<Entry, { view: unknown }>['key'];

export const DEFAULT_PAGE: BuiltPage = 'agentTeamOverview';

const ENTRIES = new Map<AgentPage, PageEntry>(PAGE_REGISTRY.map((entry) => [entry.key, entry]));

export function isBuiltPage(page: unknown): page is BuiltPage {
  return ENTRIES.get(page as AgentPage)?.view !== undefined;
}

export function resolvePage(page: AgentPage | undefined): BuiltPage {
  return isBuiltPage(page) ? page : DEFAULT_PAGE;
}

/** The view of a built page. */
export function pageView(page: BuiltPage): LazyExoticComponent<ComponentType> {
  return ENTRIES.get(page)!.view!;
}

/** The menu: the base pages plus the flag-dependent pages that are switched on. */
export function menuEntries(flags: ContractFlags): PageEntry[] {
  return PAGE_REGISTRY.filter((entry: PageEntry) => entry.flag === undefined || flags[entry.flag]);
}
