import type { ErrorInfo, LoadStatus, UplineTransferInfo } from '@tessera/shared';

export interface TransferUplineState {
  info: UplineTransferInfo | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  send: 'idle' | 'sending' | 'done' | 'failed';
  sendError: ErrorInfo | null;
}
