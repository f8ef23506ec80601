/**
 * `@tessera/shared/kit`: the small stateless UI and formatting every app uses (load states, amounts, the pager, the
 * version marker, money and dates). Unlike the main entry it is not a federation singleton: each app bundles the
 * parts it uses, tree-shaken, in the chunks that use them, so the host's start no longer carries every component
 * any remote needs. Anything with state (the i18n instance, the bus, the API client) stays in the main entry, and a
 * kit module reaches it only as `@tessera/shared`, never by a relative import (shared-facades.test.cjs), so a page
 * still holds one of each. The dialog and safe HTML are `@tessera/shared/dialog` (src/dialog.ts).
 */
export * from './ui/states';
export { VersionMarker } from './ui/version-marker';
export { afterNextPaint } from './ui/after-next-paint';
export { Pager, type PagerProps } from './ui/pager';
export { useCurrencySymbol } from './ui/use-currency';
export * from './format/money';
export * from './format/dates';
// The bounds and lists the member centre's and the widgets' forms check against.
export { PROMOTION_TYPES, PROMOTION_BADGES, FEEDBACK_TYPES, FEEDBACK_CONTENT } from './api/account-types';
export { CHAT_TEXT } from './api/widget-types';
