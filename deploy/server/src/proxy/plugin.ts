import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export interface ProxyPluginOptions {
  upstream: string;
}

export const PROXIED_PREFIXES = ['/wps', '/lgw', '/lotto'];

/** Proxy mode: the gateway paths go to a real WPS gateway, headers and bodies passed through. */
export async function proxyPlugin(app: FastifyInstance, opts: ProxyPluginOptions): Promise<void> {
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: opts.upstream,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      replyOptions: {
        rewriteRequestHeaders: (_req, headers) => ({ ...headers }),
      },
    });
  }
}
