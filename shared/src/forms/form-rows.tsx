/**
 * Form rows for money moves (react-final-form): an amount field that parses and checks what is typed
 * (positive, at most 2 decimals, within the limits) with a localised message, and the submit row with its
 * busy label and the refusal's words. A separate entry (`@tessera/shared/forms`) so the apps without
 * money forms do not carry react-final-form through the shared singleton.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';

/**
 * An amount as typed (e.g. "1,250.5") → a number in currency units, or null when it is not a positive
 * amount with at most 2 decimals (docs/product.md#constants). The gateway checks again in integer cents.
 */
export function parseAmount(text: string | undefined): number | null {
  const clean = (text ?? '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 ? n : null;
}

export interface AmountFieldProps {
  name: string;
  label: ReactNode;
  /** The currency symbol shown after the label. */
  currency?: string;
  /** A further check of a well-formed amount (limits, the balance): the message, or undefined when fine. */
  check?: (amount: number) => string | undefined;
  /** The message for a malformed amount; default the common one. */
  invalidMessage?: string;
  hint?: ReactNode;
  testId?: string;
  className?: string;
}

/** The message of an amount field's value: malformed, or what `check` says. */
export function amountProblem(text: string | undefined, invalid: string, check?: (amount: number) => string | undefined): string | undefined {
  const amount = parseAmount(text);
  if (amount === null) return invalid;
  return check?.(amount);
}

export function AmountField({ name, label, currency, check, invalidMessage, hint, testId, className = 't-field' }: AmountFieldProps) {
  const { t } = useTranslation('centre');
  const id = useId();
  const invalid = invalidMessage ?? t('form.amountInvalid');
  return (
    <Field<string> name={name} validate={(v) => amountProblem(v, invalid, check)}>
      {({ input, meta }) => {
        const error: string | undefined = meta.touched ? meta.error : undefined;
        return (
          <div className={className}>
            <label htmlFor={id}>
              {label}
              {currency && ` (${currency})`}
            </label>
            <input
              {...input}
              id={id}
              className="t-input"
              inputMode="decimal"
              autoComplete="off"
              data-testid={testId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error || hint ? `${id}-note` : undefined}
            />
            {(error || hint) && (
              // One note under the field: the hint, replaced by the problem when there is one.
              <span id={`${id}-note`} className={error ? 't-field__error' : 't-field__hint'}>
                {error ?? hint}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}

export interface SubmitRowProps {
  label: ReactNode;
  /** Shown while the submission is under way (the button is disabled). */
  busyLabel?: ReactNode;
  busy?: boolean;
  /** The refusal's words, read out when they appear. */
  error?: string | null;
  /** Words of success, in the same live line. */
  result?: ReactNode;
  testId?: string;
  disabled?: boolean;
  /** More buttons beside submit. */
  children?: ReactNode;
  /** The live line's role: `alert` (a refusal interrupts) or `status` (a result waits its turn). */
  live?: 'alert' | 'status';
  resultTestId?: string;
  /**
   * Where focus goes when a submission ends with no words in this row (the page says the outcome elsewhere, e.g.
   * a deposit's notice); with words, focus goes to them.
   */
  doneFocus?: () => HTMLElement | null | undefined;
}

/**
 * Moves focus once a submission settles (`busy` turns false): the disabled submit button dropped it to the page's
 * body, so a keyboard or screen-reader user lost their place; `target` is where the outcome is said.
 */
export function useFocusWhenSettled(busy: boolean, target: () => HTMLElement | null | undefined): void {
  const was = useRef(busy);
  useEffect(() => {
    if (was.current && !busy) target()?.focus();
    was.current = busy;
  });
}

export function SubmitRow({ label, busyLabel, busy = false, error, result, testId, disabled, children, live = 'alert', resultTestId, doneFocus }: SubmitRowProps) {
  const line = useRef<HTMLSpanElement>(null);
  useFocusWhenSettled(busy, () => (line.current?.textContent ? line.current : doneFocus?.()));
  return (
    <div className="t-form__actions">
      <button type="submit" className="t-btn t-btn--primary" disabled={busy || disabled} data-testid={testId}>
        {busy && busyLabel ? busyLabel : label}
      </button>
      {children}
      <span ref={line} tabIndex={-1} role={live} className={`t-result${error ? ' t-result--error' : ''}`} data-testid={resultTestId}>
        {error || result}
      </span>
    </div>
  );
}
