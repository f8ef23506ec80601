/** Registering a downline: the gateway call, the one seam tests mock. */
import { api, type AgentRegisterRequest, type AgentRegisterValue } from '@tessera/shared';

export function registerDownline(request: AgentRegisterRequest): Promise<AgentRegisterValue> {
  return api.call('agentRegister', request);
}
