/** `merchant brand` and `merchant worker`: a merchant's site settings (its brand, the service worker's kill switch). */
import { readFileSync } from 'node:fs';
import type { Brand } from '../../brand/brand.js';
import { table } from '../format.js';
import { CliError, UsageError } from '../ops-api.js';
import { type Command, type CommandContext, merchantPath, need, show } from './kit.js';

interface SiteAnswer {
  merchant: string;
  brand: Brand | null;
  workerEnabled: boolean;
}

/** A site's settings for people: the brand's name, colours, texts and contacts, and the worker's state. */
export const siteSummary = (s: SiteAnswer) => {
  const worker = `service worker ${s.workerEnabled ? 'on' : 'OFF (kill switch: browsers unregister it and clear its caches)'}`;
  if (!s.brand) return `${s.merchant}  platform brand (Tessera)  ${worker}`;
  const b = s.brand;
  const contacts = Object.entries(b.support).map(([k, v]) => `${k} ${v}`);
  return [
    `${s.merchant}  ${b.name} (${b.shortName})  ${worker}`,
    table(['colour', 'value'], Object.entries(b.palette)),
    `texts in: ${Object.keys(b.texts).join(', ') || 'none'}`,
    `support: ${contacts.join(', ') || 'none'}`,
  ].join('\n');
};

function readBrandFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not JSON: ${(e as Error).message}`);
  }
}

const ON_OFF = { on: true, off: false } as const;

export const MERCHANT_COMMANDS: readonly Command[] = [
  {
    name: 'merchant brand',
    usage: '<merchant> [<brand.json> | default]',
    summary:
      "Shows the merchant's brand (name, logos, colours, footer texts, support contacts); with a JSON file, sets it (audited; the next page load shows it); `default` goes back to the platform's brand.",
    examples: ['tessera merchant brand demo2', 'tessera merchant brand demo2 deploy/scripts/demo-brands/demo2.json', 'tessera merchant brand demo2 default'],
    async run(ctx: CommandContext) {
      const path = merchantPath(ctx);
      const file = ctx.args[1];
      if (file === undefined) return show<SiteAnswer>(ctx, { path: `${path}/site` }, siteSummary);
      if (file === 'default') return show<SiteAnswer>(ctx, { method: 'DELETE', path: `${path}/brand` }, siteSummary);
      return show<SiteAnswer>(ctx, { method: 'PUT', path: `${path}/brand`, body: readBrandFile(file) }, siteSummary);
    },
  },
  {
    name: 'merchant worker',
    usage: '<merchant> [on | off]',
    summary:
      "Shows or sets the merchant's service worker; `off` is the kill switch: every browser that has the worker unregisters it and clears its caches on its next visit (audited).",
    examples: ['tessera merchant worker demo', 'tessera merchant worker demo off', 'tessera merchant worker demo on'],
    async run(ctx: CommandContext) {
      const path = merchantPath(ctx);
      const state = ctx.args[1];
      if (state === undefined) return show<SiteAnswer>(ctx, { path: `${path}/site` }, siteSummary);
      if (!(state in ON_OFF)) throw new UsageError(`${need(state, '<on | off>')} is not on or off\nsee tessera merchant worker --help`);
      return show<SiteAnswer>(ctx, { method: 'PUT', path: `${path}/worker`, body: { enabled: ON_OFF[state as keyof typeof ON_OFF] } }, siteSummary);
    },
  },
];
