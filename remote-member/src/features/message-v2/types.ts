import type { ErrorInfo, InboxValue, LoadStatus } from '@tessera/shared';
import type { InboxKind } from './message-v2-api';

export interface MessageV2State {
  kind: InboxKind;
  pageNo: number;
  inbox: InboxValue | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  /** The message shown open (it is marked read when opened). */
  openId: number | null;
}
