/** The agents' announcements: the gateway call, the one seam tests mock. */
import { api, type AgentAnnouncement } from '@tessera/shared';

export function fetchAnnouncements(): Promise<AgentAnnouncement[]> {
  return api.call('agentAnnouncements');
}
