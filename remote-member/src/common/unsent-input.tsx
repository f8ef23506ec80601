/**
 * A money form's unsent input kept for this tab (`@tessera/shared`'s readUnsent/writeUnsent, `unsent.<form>`), so a
 * reload in the middle of a deposit, a withdrawal or a transfer keeps the chosen channel or wallet and the typed
 * amount: react-final-form's side of it.
 */
import { useState } from 'react';
import { FormSpy } from 'react-final-form';
import { readUnsent, writeUnsent } from '@tessera/shared';

/** The form's initial values: `defaults` overlaid, once per mount, with what this tab kept. */
export function useUnsentInitial<K extends string>(form: string, defaults: Record<K, string>, valid: (field: K, value: string) => boolean = () => true): Record<K, string> {
  const [initial] = useState(() => ({ ...defaults, ...readUnsent(form, Object.keys(defaults) as K[], valid) }));
  return initial;
}

/** Inside a react-final-form form: writes the named fields to this tab's storage as they change. */
export function KeepUnsent({ form, fields }: { form: string; fields: readonly string[] }) {
  return (
    <FormSpy
      subscription={{ values: true }}
      onChange={({ values }) => writeUnsent(form, Object.fromEntries(fields.map((f) => [f, (values as Record<string, unknown>)[f]])))}
    />
  );
}
