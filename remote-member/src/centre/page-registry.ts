import { MEMBER_PAGES, type MemberPage } from '@tessera/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuLabelKey } from '../i18n';

/**
 * One member-centre page (docs/architecture.md#page-registry): its key from MEMBER_PAGES, its menu
 * label, and its view, a chunk of its own loaded when the page first shows. The page adds its slice
 * and saga to the store when it mounts.
 */
export interface PageEntry<K extends MemberPage = MemberPage> {
  key: K;
  labelKey: MenuLabelKey;
  view: LazyExoticComponent<ComponentType>;
  /** The count the menu shows beside the label when above zero. */
  badge?: BadgeKey;
}

/**
 * messages: the bus's sticky `messages:unread`; promotions and missions: what the centre or the page last
 * counted (common/badges.ts).
 */
export type BadgeKey = 'messages' | 'promotions' | 'missions';

/** The pages this build has; the menu lists exactly these, in MEMBER_PAGES order. */
export const PAGE_REGISTRY = [
  {
    key: 'securityCenter',
    labelKey: 'menu.securityCenter',
    view: lazy(() => import('../features/security-center/security-center')),
  },
  {
    key: 'transferFund',
    labelKey: 'menu.transferFund',
    view: lazy(() => import('../features/transfer-fund/transfer-fund')),
  },
  {
    key: 'depositv2',
    labelKey: 'menu.depositv2',
    view: lazy(() => import('../features/deposit/deposit')),
  },
  {
    key: 'withdraw',
    labelKey: 'menu.withdraw',
    view: lazy(() => import('../features/withdraw/withdraw')),
  },
  {
    key: 'transferUpline',
    labelKey: 'menu.transferUpline',
    view: lazy(() => import('../features/transfer-upline/transfer-upline')),
  },
  {
    key: 'personalHistoryCopy',
    labelKey: 'menu.personalHistoryCopy',
    view: lazy(() => import('../features/personal-history-copy/personal-history-copy')),
  },
  {
    key: 'personalProfit',
    labelKey: 'menu.personalProfit',
    view: lazy(() => import('../features/personal-profit/personal-profit')),
  },
  {
    key: 'missionLeaderboard',
    labelKey: 'menu.missionLeaderboard',
    view: lazy(() => import('../features/mission-leaderboard/mission-leaderboard')),
    badge: 'missions',
  },
  {
    key: 'transactionHistory',
    labelKey: 'menu.transactionHistory',
    view: lazy(() => import('../features/transaction-history/transaction-history')),
  },
  {
    key: 'bonusDetails',
    labelKey: 'menu.bonusDetails',
    view: lazy(() => import('../features/bonus-details/bonus-details')),
  },
  {
    key: 'messageV2',
    labelKey: 'menu.messageV2',
    view: lazy(() => import('../features/message-v2/message-v2')),
    badge: 'messages',
  },
  {
    key: 'rewardCenter',
    labelKey: 'menu.rewardCenter',
    view: lazy(() => import('../features/reward-center/reward-center')),
    badge: 'promotions',
  },
  {
    key: 'referral',
    labelKey: 'menu.referral',
    view: lazy(() => import('../features/referral/referral')),
  },
] as const satisfies readonly PageEntry[];

export type RegisteredPage = (typeof PAGE_REGISTRY)[number]['key'];

export const DEFAULT_PAGE: RegisteredPage = 'securityCenter';

const ENTRIES = new Map<MemberPage, PageEntry>(PAGE_REGISTRY.map((entry) => [entry.key, entry]));

export function isRegisteredPage(page: unknown): page is RegisteredPage {
  return ENTRIES.has(page as MemberPage);
}

/** The page to show for a requested one: itself if this build has it, else the default page. */
export function resolvePage(page: MemberPage | undefined): RegisteredPage {
  return isRegisteredPage(page) ? page : DEFAULT_PAGE;
}

export function pageEntry(page: RegisteredPage): PageEntry {
  return ENTRIES.get(page)!;
}

/** The menu: the registered pages in MEMBER_PAGES order, whatever the order of the table above. */
export const MENU: readonly PageEntry[] = MEMBER_PAGES.filter(isRegisteredPage).map(pageEntry);
