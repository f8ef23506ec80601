/**
 * The start of a shell test case: a fresh bus, every mock reset and the tab's session storage cleared, then
 * the answers a booting shell asks for: no vendors, the status call offline, a wallet of `balance`. For test
 * files that mock the shell's api modules themselves (jest.mock of nav-api, settings-api and wallet-api is per file).
 */
import { resetBus } from '@tessera/shared/testing';
import { navApi } from '../../features/nav/nav-api';
import { settingsApi } from '../../features/settings/settings-api';
import { walletApi } from '../../features/wallet/wallet-api';

export function resetShell({ balance = 1, resetMocks = true, clearSession = true }: { balance?: number; resetMocks?: boolean; clearSession?: boolean } = {}): void {
  resetBus();
  if (resetMocks) jest.resetAllMocks();
  if (clearSession) sessionStorage.clear();
  jest.mocked(navApi.vendors).mockResolvedValue([]);
  jest.mocked(settingsApi.systemStatus).mockRejectedValue(new Error('offline'));
  jest.mocked(walletApi.balance).mockResolvedValue({ sumBalance: balance, currency: 'PHP', currencySymbol: 'P', balance: [] });
}
