/** The editable profile fields of "my account" (docs/product.md#member-centre), on react-final-form. */
import type { MemberProfile, MemberProfileFields } from '@tessera/shared';
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { formEdited, profileSubmitted, selectProfileSave, selectProfileSaveError } from './security-center-slice';
import { PROFILE_FIELDS, SOURCES_OF_INCOME, validateProfile } from './profile-rules';

export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectProfileSave);
  const saveError = useAppSelector(selectProfileSaveError);
  const id = useId();
  const initial: MemberProfileFields = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, profile[k]])) as unknown as MemberProfileFields;

  return (
    <Form<MemberProfileFields>
      initialValues={initial}
      validate={validateProfile}
      onSubmit={(values) => {
        // Only what changed goes to the gateway; an emptied optional field is sent as ''.
        const changed = Object.fromEntries(PROFILE_FIELDS.filter((k) => (values[k] ?? '') !== initial[k]).map((k) => [k, (values[k] ?? '').trim()]));
        dispatch(profileSubmitted(changed));
      }}
      render={({ handleSubmit, pristine }) => (
        <form className="mc-form" onSubmit={handleSubmit} onChange={() => dispatch(formEdited('profile'))} noValidate aria-describedby={`${id}-result`}>
          <div className="mc-form__grid">
            {PROFILE_FIELDS.map((name) => (
              <Field<string> key={name} name={name}>
                {({ input, meta }) => {
                  const fieldId = `${id}-${name}`;
                  const invalid = meta.touched && meta.error;
                  const control =
                    name === 'sourceOfIncome' ? (
                      <select {...input} id={fieldId} className="t-input" aria-invalid={invalid ? true : undefined} aria-describedby={invalid ? `${fieldId}-err` : undefined}>
                        <option value="">{t('profile.choose')}</option>
                        {SOURCES_OF_INCOME.map((s) => (
                          <option key={s} value={s}>
                            {t(`profile.sources.${s}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        {...input}
                        id={fieldId}
                        className="t-input"
                        type={name === 'birthday' ? 'date' : 'text'}
                        inputMode={name === 'zalo' ? 'numeric' : undefined}
                        autoComplete={name === 'birthday' ? 'bday' : name === 'address' ? 'street-address' : 'off'}
                        aria-invalid={invalid ? true : undefined}
                        aria-describedby={invalid ? `${fieldId}-err` : undefined}
                      />
                    );
                  return (
                    <div className="mc-field">
                      <label htmlFor={fieldId}>{t(`profile.${name}`)}</label>
                      {control}
                      {invalid && (
                        <span id={`${fieldId}-err`} className="mc-field__error">
                          {t(meta.error)}
                        </span>
                      )}
                    </div>
                  );
                }}
              </Field>
            ))}
          </div>
          <div className="mc-form__actions">
            <button type="submit" className="t-btn t-btn--primary" disabled={pristine || save === 'saving'}>
              {save === 'saving' ? t('form.saving') : t('profile.save')}
            </button>
            <span id={`${id}-result`} role="status" className={save === 'failed' ? 'mc-result mc-result--error' : 'mc-result'}>
              {save === 'done' && t('profile.saved')}
              {save === 'failed' && saveError && errorText(t, saveError)}
            </span>
          </div>
        </form>
      )}
    />
  );
}
