import type { MemberInfo } from '@tessera/shared';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A failed call as plain data for the store: the `common` i18n key plus the gateway's own text. */
export interface LoadError {
  i18nKey: string;
  serverMessage?: string;
}

export interface SecurityCenterState {
  info: MemberInfo | null;
  infoStatus: LoadStatus;
  infoError: LoadError | null;
  /** True from a refresh click until the host re-emits `wallet:balance` (or the wait times out). */
  balanceRefreshing: boolean;
}
