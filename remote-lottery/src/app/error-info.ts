import { isApiError, type ApiErrorKind } from '@tessera/shared';

/**
 * What the store keeps of a failed call: serialisable (no Error instance in redux state) and enough
 * to show the localised message and to know whether logging in would help.
 */
export interface ErrorInfo {
  /** A key of the `common` namespace, e.g. `errors.network`. */
  i18nKey: string;
  kind: ApiErrorKind | 'unknown';
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (isApiError(e)) return { i18nKey: e.i18nKey, kind: e.kind };
  return { i18nKey: 'errors.unknown', kind: 'unknown' };
}
