/** The reachability check: any answer of the gateway (even a refusal) means the platform is there. */
import { api, isApiError } from '@tessera/shared';

/** Statuses a proxy in front answers with when the gateway behind it is down: not an answer of the platform. */
const PROXY_DOWN = new Set([502, 503, 504]);

export const connectionApi = {
  /** True when the server answered the status call in any way but "no answer" (network, timeout, proxy down). */
  async reachable(): Promise<boolean> {
    try {
      await api.call('systemStatus');
      return true;
    } catch (e) {
      if (!isApiError(e)) return false;
      return !(e.kind === 'network' || e.kind === 'timeout' || PROXY_DOWN.has(e.status ?? 0));
    }
  },
};
