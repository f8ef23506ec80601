/**
 * One labelled input of a react-final-form form: its error (a validation Issue, localised in the current
 * language) tied to it by aria-describedby and announced; an optional hint under it.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { Issue } from '@tessera/shared/validation';

export function IssueText({ issue }: { issue: Issue }) {
  const { t } = useTranslation('validation');
  return <>{t(issue.key, issue.params)}</>;
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children'> {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** Rendered after the input, inside the row (an SMS button, a captcha image). */
  addon?: ReactNode;
  hideLabel?: boolean;
}

export function FormField({ name, label, hint, required, addon, hideLabel, type = 'text', ...input }: FormFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input: field, meta }) => {
        // An error shows once the field was left, or after a submit, and stays while the player fixes it.
        const shownIssue = meta.touched || meta.submitFailed ? (meta.error as Issue | undefined) : undefined;
        const described = [shownIssue ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div className={`h-field${shownIssue ? ' has-error' : ''}`}>
            <label htmlFor={id} className={hideLabel ? 'h-field__label h-visually-hidden' : 'h-field__label'}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            <div className="h-field__row">
              <input
                {...input}
                name={field.name}
                value={(field.value as string | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={field.onFocus}
                id={id}
                type={type}
                className="t-input"
                placeholder={input.placeholder ?? label}
                aria-invalid={!!shownIssue}
                aria-required={required || undefined}
                aria-describedby={described}
              />
              {addon}
            </div>
            {hint && !shownIssue && (
              <span id={`${id}-hint`} className="h-field__hint">
                {hint}
              </span>
            )}
            {shownIssue && (
              <span id={`${id}-error`} className="h-field__error" role="alert">
                <IssueText issue={shownIssue} />
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}

/** A checkbox (age confirmation, terms) with its error. */
export function CheckField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const issue = meta.touched || meta.submitFailed ? (meta.error as Issue | undefined) : undefined;
        return (
          <div className="h-check">
            <input
              type="checkbox"
              name={input.name}
              checked={!!input.checked}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              id={id}
              aria-invalid={!!issue} aria-describedby={issue ? `${id}-error` : undefined} />
            <label htmlFor={id}>{children}</label>
            {issue && (
              <span id={`${id}-error`} className="h-field__error" role="alert">
                <IssueText issue={issue} />
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
