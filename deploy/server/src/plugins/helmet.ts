/**
 * Security headers through @fastify/helmet: `reply.helmet(headers)` with one of the sets below, where a route sent
 * them by hand before. Registered on the root instance before the ops console, the brand and the assets.
 *
 * Not global, and every one of helmet's own defaults is off: remote chunks are loaded cross-origin
 * (Cross-Origin-Resource-Policy or -Embedder-Policy would block them), and each kind of answer carries exactly the
 * headers it always did (deploy/nginx/tessera.conf sends the same ones; deploy/e2e/nginx.e2e.ts compares them).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** What `reply.helmet` takes: helmet's options. */
export type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** Helmet with nothing on: the sets below switch on what an answer sends. */
const NONE = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const satisfies HelmetOptions;

export type CspDirectives = Record<string, string[]>;

/** The CSP of every HTML page the server sends: same-origin scripts only, no inline script, no framing by others. */
export const PAGE_CSP: Readonly<CspDirectives> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The header text of a CSP, as helmet writes it (directives in order, `;` between them). */
export function cspText(directives: Readonly<CspDirectives>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** An HTML page: its CSP, no framing by other sites (old browsers too), no type sniffing. */
export function pageHeaders(csp: Readonly<CspDirectives> = PAGE_CSP): HelmetOptions {
  return { contentSecurityPolicy: { useDefaults: false, directives: csp }, xFrameOptions: { action: 'sameorigin' }, xContentTypeOptions: true };
}

/** A script, style sheet or picture: run or shown only as what its Content-Type says. */
export const NO_SNIFF: HelmetOptions = { xContentTypeOptions: true };

/** An SVG shown only as a picture: were it opened as a page, nothing in it runs or loads. */
export const SVG_PICTURE: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'img-src': ['data:'] } },
  xContentTypeOptions: true,
};

export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { global: false, ...NONE });
}
