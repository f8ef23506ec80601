import type { LoadState, SendState, UplineTransferInfo } from '@tessera/shared';

export interface TransferUplineState {
  info: UplineTransferInfo | null;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  send: SendState;
}
