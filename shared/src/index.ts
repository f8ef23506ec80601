/** Public entry of @tessera/shared. Apps import only from here (lint enforces it). */
export * from './contracts';
export * from './bus/events';
export { bus, createBus, useBusValue, type Bus } from './bus/bus';
export { api, ApiClient, type ApiConfig, type CallOptions } from './api/client';
export { fetchVendorLanes, VENDOR_PLATFORM } from './api/vendor-lanes';
export { endpoints, type Endpoint, type EndpointName, type HttpMethod } from './api/endpoints';
export { ApiError, isApiError, isNotOffered, toErrorInfo, type ApiErrorKind, type ErrorInfo, type ErrorKey } from './api/errors';
export type { LoadStatus } from './api/load-status';
// The encryption functions load on first use (their chunk carries crypto-js): `(await loadCrypto()).desEncrypt(…)`.
export { loadCrypto, type Crypto } from './api/crypto-loader';
export type * from './api/types';
export { PROMOTION_TYPES, PROMOTION_BADGES, FEEDBACK_TYPES, FEEDBACK_CONTENT } from './api/account-types';
export { CHAT_TEXT } from './api/widget-types';
export * from './session/session';
export * from './i18n/i18n';
export * from './theme/theme';
export * from './format/money';
export * from './format/dates';
export * from './ui/states';
export { useDialog } from './ui/use-dialog';
export { Dialog, type DialogProps } from './ui/dialog';
export { VersionMarker } from './ui/version-marker';
export { loadSanitizer, SafeHtml } from './ui/safe-html';
// The report kit is `@tessera/shared/report` (src/report/index.ts) and its form rows `@tessera/shared/forms`; the
// pager stays here for the lobbies.
export { Pager, type PagerProps } from './ui/pager';
export { useCurrencySymbol } from './ui/use-currency';
export * from './store';
export * from './validation';
export { DEFAULT_WIRE, parseGatewayWire, gatewayWireOrDefault, WireSettingsError, type GatewayWire, type GatewayWireSettings } from './api/wire';
