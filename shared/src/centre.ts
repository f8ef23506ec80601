/**
 * `@tessera/shared/centre`: the frame of the member and agent centres (the side menu and the page against the host's
 * URL), which a centre draws the moment it opens. Plain code like the kit, bundled by each centre, not a federation
 * singleton: from the report kit (`@tessera/shared/report`, which keeps these names too), opening a centre fetched
 * the whole kit and dayjs before its first page, which may have no table or date at all. It reaches what the main
 * entry holds only as `@tessera/shared` (shared-facades.test.cjs).
 */
export { SideMenu, type SideMenuItem, type SideMenuProps } from './ui/side-menu';
export { centrePageCases, createCentreSlice, useCentrePage } from './store/centre-page';
export { CENTRE_NS, registerCentreTranslations, type CentreResources } from './i18n/centre-texts';
