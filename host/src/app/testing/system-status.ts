import type { SystemStatus } from '@tessera/shared';

/**
 * A `/wps/system/status` answer for tests: the site open, the given white-label switches on or off, and any
 * `info` fields a test needs (customer service, resources…) over empty defaults.
 */
export function systemStatus(switches: Record<string, boolean> = {}, info: Record<string, unknown> = {}): SystemStatus {
  const whitelabel = Object.entries(switches).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] }));
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '10.0.0.1' },
    info: { whitelabel, register: {}, customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [], ...info },
  } as unknown as SystemStatus;
}
