import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { assetsPlugin } from './assets/plugin.js';
import { proxyPlugin } from './proxy/plugin.js';
import { registryPlugin } from './registry/plugin.js';
import { RegistryStore } from './registry/store.js';
import { sandboxPlugin } from './sandbox/plugin.js';
import { resolveOpsToken } from './util/config.js';

export interface ServerOptions {
  /** Where artifacts and databases live (TESSERA_DATA_DIR). */
  dataDir: string;
  /** Ops bearer token; default: TESSERA_OPS_TOKEN or <dataDir>/ops-token (created if missing). */
  opsToken?: string;
  /** Proxy mode: forward /wps, /lgw and /lotto here instead of running the sandbox. */
  wpsUpstream?: string;
  /** hostname → merchant (TESSERA_MERCHANT_HOSTS). */
  merchantHosts?: Record<string, string>;
  /** Fastify logger option; default info with sensitive headers redacted. `false` in tests. */
  logger?: FastifyServerOptions['logger'];
}

export const LOG_REDACT = ['req.headers.authorization', 'req.headers.encryption', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export interface TesseraServer extends FastifyInstance {
  tessera: { dataDir: string; opsToken: string; registry: RegistryStore; mode: 'sandbox' | 'proxy' };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const opsToken =
    options.opsToken ??
    resolveOpsToken(dataDir, undefined, (token, file) => {
      // Printed once, on the start that creates it.
      process.stdout.write(`[tessera] generated ops token (stored in ${file}): ${token}\n`);
    });

  const app = Fastify({
    logger: options.logger ?? { level: 'info', redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    trustProxy: true,
  });

  const registry = new RegistryStore(dataDir);
  app.addHook('onClose', async () => registry.close());
  app.decorate('tessera', { dataDir, opsToken, registry, mode: options.wpsUpstream ? 'proxy' : 'sandbox' });

  // Liveness for start scripts and orchestrators; says nothing about merchants or data.
  app.get('/platform/health', async () => ({ ok: true, mode: options.wpsUpstream ? 'proxy' : 'sandbox' }));
  await app.register(registryPlugin, { store: registry, dataDir, opsToken });
  if (options.wpsUpstream) await app.register(proxyPlugin, { upstream: options.wpsUpstream });
  else await app.register(sandboxPlugin, { dataDir, opsToken });
  await app.register(assetsPlugin, {
    dataDir,
    merchantHosts: options.merchantHosts,
    hostVersionFor: (merchant) => registry.getRelease(merchant)?.host?.version,
  });
  return app;
}
