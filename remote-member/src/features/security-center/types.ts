import type { ErrorInfo, Loadable, MemberInfo, MemberProfile } from '@tessera/shared';

/** A form's submit: idle until sent, then saving, then done or failed (with the gateway's error). */
export type SubmitStatus = 'idle' | 'saving' | 'done' | 'failed';

export interface SecurityCenterState {
  info: Loadable<MemberInfo>;
  /** True from a refresh click until the host re-emits `wallet:balance` (or the wait times out). */
  balanceRefreshing: boolean;
  profile: Loadable<MemberProfile>;
  profileSave: SubmitStatus;
  profileSaveError: ErrorInfo | null;
  password: SubmitStatus;
  passwordError: ErrorInfo | null;
}
