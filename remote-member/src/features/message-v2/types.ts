import type { InboxValue, LoadState } from '@tessera/shared';
import type { InboxKind } from './message-v2-api';

export interface MessageV2State {
  kind: InboxKind;
  pageNo: number;
  inbox: InboxValue | null;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  /** The message shown open (it is marked read when opened). */
  openId: number | null;
}
