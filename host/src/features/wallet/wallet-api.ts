import { api, type WalletBalance } from '@tessera/shared';

export const walletApi = {
  balance: (): Promise<WalletBalance> => api.call('balance', { typeId: 0 }),
};
