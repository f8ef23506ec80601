/** Transfer to the upline (docs/product.md#member-centre): who sends to whom, and the password-checked move. */
import { api, type TransferUplineRequest, type UplineTransferInfo } from '@tessera/shared';

export { balanceChanged } from '@tessera/shared';

export function fetchUplineInfo(): Promise<UplineTransferInfo> {
  return api.call('uplineTransferInfo');
}

/** Encrypted: the payment password travels sealed. */
export function sendToUpline(req: TransferUplineRequest): Promise<UplineTransferInfo> {
  return api.call('transferUpline', req);
}
