import { MEMBER_PAGES, type MemberPage } from '@tessera/shared';

/**
 * The member-centre pages this build has. The menu lists only these (in spec order); the remaining
 * pages of MEMBER_PAGES join the list as they are built.
 */
export const BUILT_PAGES = ['securityCenter'] as const satisfies readonly MemberPage[];
export type BuiltPage = (typeof BUILT_PAGES)[number];

export const DEFAULT_PAGE: BuiltPage = 'securityCenter';

export function isBuiltPage(page: unknown): page is BuiltPage {
  return (BUILT_PAGES as readonly unknown[]).includes(page);
}

/** The page to show for a requested one: itself if built, else the default page. */
export function resolvePage(page: MemberPage | undefined): BuiltPage {
  return isBuiltPage(page) ? page : DEFAULT_PAGE;
}

/** Built pages in the spec's menu order. */
export const MENU_PAGES: readonly BuiltPage[] = MEMBER_PAGES.filter(isBuiltPage);
