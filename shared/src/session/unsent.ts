/**
 * A form's unsent input kept for this tab (session storage, `unsent.<form>`), so a reload in the middle of a money
 * move keeps what was chosen and typed: the member centre's deposit, withdrawal and transfer, the agent centre's
 * upline transfer. Only the fields a form names are kept (never a password); logging out clears session storage.
 */
const keyOf = (form: string) => `unsent.${form}`;

/** What was kept for `form`: the named fields that are strings and pass `valid`. */
export function readUnsent<K extends string>(form: string, fields: readonly K[], valid: (field: K, value: string) => boolean = () => true): Partial<Record<K, string>> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(keyOf(form)) ?? 'null');
    if (!raw || typeof raw !== 'object') return {};
    const kept: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const value = (raw as Record<string, unknown>)[field];
      if (typeof value === 'string' && valid(field, value)) kept[field] = value;
    }
    return kept;
  } catch {
    // Storage blocked or the entry garbled: start empty.
    return {};
  }
}

/** Keeps the string fields of `values` for `form` in this tab. */
export function writeUnsent(form: string, values: Record<string, unknown>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string'));
  try {
    sessionStorage.setItem(keyOf(form), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the form works, a reload just starts it empty.
  }
}

/** Forgets what was kept for `form` (sent or given up). */
export function dropUnsent(form: string): void {
  try {
    sessionStorage.removeItem(keyOf(form));
  } catch {
    // Storage blocked: nothing was kept.
  }
}
