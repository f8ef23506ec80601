/**
 * A flow's outcome as the bus event `field:flow` carries it (docs/field-truth.md), apart from the page helpers
 * (field-page.ts), which the apps reporting a flow do not need.
 */
import type { FieldApp, FieldFlow, FieldFlowEvent } from './field.ts';

/** A failure's message key (e.g. `wallet.errors.declined`, or a gateway code like `E1034`): no free text. */
export const FIELD_ERROR_KEY_RE = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;

/**
 * The bus event's payload for a flow that ended: a success, or a failure named by its message key and the
 * gateway's code (`errors.business:1034`), from the ErrorInfo the app shows (never its text).
 */
export function flowOutcome(flow: FieldFlow, app: FieldApp, error?: { i18nKey?: string; code?: string }): FieldFlowEvent {
  if (!error) return { flow, ok: true, app };
  const key = error.i18nKey ?? 'errors.unknown';
  const withCode = error.code ? `${key}:${error.code}` : key;
  return { flow, ok: false, error: FIELD_ERROR_KEY_RE.test(withCode) ? withCode : FIELD_ERROR_KEY_RE.test(key) ? key : 'errors.unknown', app };
}
