/**
 * Where a fetched thing stands, in every slice of every app: `idle` (not asked for yet), `loading`,
 * `ready` (loaded), `failed` (an ErrorInfo says why).
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
