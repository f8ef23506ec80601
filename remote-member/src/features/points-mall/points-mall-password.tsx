import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';

/**
 * The payment password of a points form (redeem, convert): its label, then the hint or, once the field is
 * touched or the form was sent, its error as `showError` words it (under the note's id, for the input).
 */
export function PointsPasswordField({ testId, showError }: { testId: string; showError(error: unknown, noteId: string): ReactNode }) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <Field<string> name="password">
      {({ input, meta }) => {
        const shown = (meta.touched || meta.submitFailed) && meta.error;
        return (
          <div className="pm-field">
            <label htmlFor={`${id}-pw`}>{t('pointsMall.password')}</label>
            <input {...input} id={`${id}-pw`} type="password" className="t-input" autoComplete="current-password" data-testid={testId} aria-invalid={shown ? true : undefined} aria-describedby={`${id}-pw-note`} />
            {shown ? (
              showError(meta.error, `${id}-pw-note`)
            ) : (
              <span id={`${id}-pw-note`} className="pm-hint">
                {t('pointsMall.passwordHint')}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
