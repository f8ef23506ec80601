/** Public entry of @tessera/shared. Apps import only from here (lint enforces it). */
export * from './contracts';
export * from './bus/events';
export { bus, createBus, useBusValue, type Bus } from './bus/bus';
export { api, ApiClient, type ApiConfig, type CallOptions } from './api/client';
export { fetchVendorLanes, VENDOR_PLATFORM } from './api/vendor-lanes';
export { endpoints, type Endpoint, type EndpointName, type HttpMethod } from './api/endpoints';
export { ApiError, isApiError, type ApiErrorKind } from './api/errors';
export { encryptPayload, desEncrypt, desDecrypt, decryptServiceLink, rsaEncrypt, randomKey } from './api/crypto';
export type * from './api/types';
export * from './session/session';
export * from './i18n/i18n';
export * from './theme/theme';
export * from './format/money';
export * from './ui/states';
export { useDialog } from './ui/use-dialog';
export { Dialog, type DialogProps } from './ui/dialog';
export { SideMenu, type SideMenuItem, type SideMenuProps } from './ui/side-menu';
export { createRemoteStore, RemoteStoreProvider } from './store/remote-store';
