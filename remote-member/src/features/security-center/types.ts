import type { ErrorInfo, LoadStatus, MemberInfo, MemberProfile } from '@tessera/shared';

/** A form's submit: idle until sent, then saving, then done or failed (with the gateway's error). */
export type SubmitStatus = 'idle' | 'saving' | 'done' | 'failed';

export interface SecurityCenterState {
  info: MemberInfo | null;
  infoStatus: LoadStatus;
  infoError: ErrorInfo | null;
  /** True from a refresh click until the host re-emits `wallet:balance` (or the wait times out). */
  balanceRefreshing: boolean;
  profile: MemberProfile | null;
  profileStatus: LoadStatus;
  profileError: ErrorInfo | null;
  profileSave: SubmitStatus;
  profileSaveError: ErrorInfo | null;
  password: SubmitStatus;
  passwordError: ErrorInfo | null;
}
