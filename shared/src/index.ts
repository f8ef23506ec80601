/** Public entry of @tessera/shared. Apps import only from here (lint enforces it). */
export * from './contracts';
export * from './bus/events';
export { bus, createBus, useBusValue, type Bus } from './bus/bus';
export { balanceChanged } from './bus/balance';
export { api, ApiClient, type ApiConfig, type CallOptions } from './api/client';
export { fetchVendorLanes, VENDOR_PLATFORM } from './api/vendor-lanes';
// The endpoint table is not exported: the client loads what it has not got with the first call that needs it.
export type { Endpoint, EndpointName, HttpMethod } from './api/endpoints';
export { ApiError, isApiError, isNotOffered, toErrorInfo, type ApiErrorKind, type ErrorInfo, type ErrorKey } from './api/errors';
export type { LoadStatus } from './api/load-status';
// The encryption functions load on first use (their chunk carries crypto-js): `(await loadCrypto()).desEncrypt(…)`.
export { loadCrypto, type Crypto } from './api/crypto-loader';
export type * from './api/types';
export * from './session/session';
export { dropUnsent, readUnsent, writeUnsent } from './session/unsent';
export * from './i18n/i18n';
export * from './theme/theme';
// The report kit is `@tessera/shared/report` (src/report/index.ts) and its form rows `@tessera/shared/forms`; the
// stateless components and formatting are `@tessera/shared/kit` (src/kit.ts), the dialog and safe HTML
// `@tessera/shared/dialog` (src/dialog.ts).
export * from './store';
export * from './validation';
export { DEFAULT_WIRE, parseGatewayWire, gatewayWireOrDefault, WireSettingsError, type GatewayWire, type GatewayWireSettings } from './api/wire';
