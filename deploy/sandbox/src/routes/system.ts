/** System calls: status and registration settings (docs/gateway.md#system-status). */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import type { Repo } from '../repo/index.js';
import { customerService, registerRules, resources, whitelabelTree } from '../seed/merchant-settings.js';
import { DOMAIN_ROUTES } from '../seed/content.js';

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
        register: registerRules(m.modules),
        customerService: customerService(m.code),
        resources: resources(m.code),
        // The real client keeps this list as the site's domains (setDomainList); entries as domainRoute's.
        domainRoute: DOMAIN_ROUTES.map((r) => ({ domain: r.domain, speed: r.speed })),
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
  handler: ({ merchant, repo }) => registerRules(knownMerchant(repo, merchant).modules),
});

/** The merchant's module tree (main chunk's `login.menu`, called at boot): the same tree system status carries. */
const whitelabel = defineRoute('whitelabel', {
  auth: 'none',
  handler: ({ merchant, repo }) => whitelabelTree(knownMerchant(repo, merchant).modules),
});

function knownMerchant(repo: Repo, merchant: string) {
  const m = repo.merchants.find(merchant);
  if (!m) throw new GatewayError(400, 'function.not.available', 'unknown merchant');
  return m;
}

// The newer table's system calls (docs/gateway.md#content-calls). Shapes are Tessera's own design.
const location = defineRoute('location', {
  auth: 'none',
  handler: ({ req }) => ({ ip: req.ip }),
});

/** The site's money and languages: the sandbox's wallets are in pesos; the seven product languages. */
const systemSettings = defineRoute('systemSettings', {
  auth: 'none',
  handler: () => ({ currency: 'PHP', currencySymbol: 'P', languages: ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'], timezone: 'Asia/Manila' }),
});

/** The page templates of the merchant's sites: every sandbox merchant runs Tessera's own one. */
const templates = defineRoute('templates', {
  auth: 'none',
  handler: ({ merchant, repo }) => (knownMerchant(repo, merchant), { web: 'tessera', mobile: 'tessera' }),
});

/** The live-chat widget the merchant's customer service uses (beside the sealed LIVECHAT link of status). */
const customerServiceScript = defineRoute('customerServiceScript', {
  auth: 'none',
  handler: ({ merchant }) => ({ scriptUrl: `https://chat.example.com/${encodeURIComponent(merchant)}/widget.js` }),
});

/** A progressive jackpot that grows by 0.37 a second from 1,000,000 at 2026-01-01 UTC and never resets here. */
const JACKPOT_FROM = Date.UTC(2026, 0, 1);
const jackpot = defineRoute('jackpot', {
  auth: 'none',
  handler: () => ({ amount: Math.round((1_000_000 + (Math.max(0, Date.now() - JACKPOT_FROM) / 1000) * 0.37) * 100) / 100, currency: 'PHP' }),
});

export const systemRoutes = [systemStatus, registerSettings, whitelabel, location, systemSettings, templates, customerServiceScript, jackpot];
