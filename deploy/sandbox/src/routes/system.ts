/** System calls: status and registration settings (docs/gateway.md#system-status). */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { customerService, registerRules, resources, whitelabelTree } from '../seed/merchant-settings.js';

const systemStatus = defineRoute('systemStatus', {
  auth: 'none',
  openInMaintenance: true,
  also: [{ path: '/wps/v2/system/status' }],
  handler: ({ merchant, repo, req }) => {
    const m = repo.merchants.find(merchant);
    if (!m) throw new GatewayError(400, 'function.not.available', 'unknown merchant');
    return {
      maintenance: m.status === 1 ? { title: 'Scheduled maintenance', endTime: '', message: 'We will be back shortly.', ...m.maintenance } : false as const,
      regionRestriction: m.status === 2,
      location: { ip: req.ip },
      info: {
        whitelabel: whitelabelTree(m.modules),
        register: registerRules(),
        customerService: customerService(m.code),
        resources: resources(m.code),
        imageCDNs: ['/cdn'],
        launchGameCDNs: ['/cdn'],
        analytics: { gtagId: '' },
        mainDomain: (req.headers.host ?? '').replace(/:\d+$/, ''),
      },
    };
  },
});

const registerSettings = defineRoute('registerSettings', {
  auth: 'none',
  openInMaintenance: true,
  handler: () => registerRules(),
});

export const systemRoutes = [systemStatus, registerSettings];
