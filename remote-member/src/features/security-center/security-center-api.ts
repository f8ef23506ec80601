/** The security-center page's gateway and bus calls, typed, so sagas and tests have one seam to mock. */
import { api, bus, type MemberInfo, type PlatformEvents } from '@tessera/shared';

export function fetchMemberInfo(): Promise<MemberInfo> {
  return api.call('memberInfo');
}

/** Asks the host to refetch the balance; it answers with a new sticky `wallet:balance`. */
export function requestBalanceRefresh(): void {
  bus.emit('wallet:refresh', {});
}

export function onBalance(listener: (balance: PlatformEvents['wallet:balance']) => void): () => void {
  return bus.on('wallet:balance', listener);
}
