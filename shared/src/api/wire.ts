/**
 * How the client's calls look on the wire (docs/gateway.md#headers). The defaults are what the real web client
 * sends (a captured `GET /wps/system/helpCenter`: `device: web`, `language`, `merchant`, `x-gateway-version: 3`,
 * no module header); what is not evidenced stays configurable per merchant through its release set
 * (`gateway`, shared/src/contracts/release-set.ts), so an integrator matches their gateway without a rebuild.
 */
// Types only: the server runs this module in Node, where a relative import without its extension does not resolve,
// so the endpoint table comes in as an argument.
import type { Endpoint, EndpointName } from './endpoints';

export interface GatewayWire {
  /** Sent on every call besides `merchant`, `language` and the per-call ones (token, encryption). */
  headers: Readonly<Record<string, string>>;
  /** The header that carries the endpoint's module code (`ModuleId` in older clients), or null for none. */
  moduleHeader: string | null;
  /** Per endpoint, another name of the same call in the real tables (its `alsoAt`) to call instead. */
  paths: Readonly<Partial<Record<EndpointName, string>>>;
}

/**
 * What a release set may carry (the same shape as contracts/release-set.ts's, kept here too because the server
 * compiles this folder alone): any part of the wire; the rest keeps the defaults.
 */
export interface GatewayWireSettings {
  headers?: Record<string, string>;
  moduleHeader?: string | null;
  paths?: Record<string, string>;
}

export const DEFAULT_WIRE: GatewayWire = Object.freeze({
  headers: Object.freeze({ device: 'web', 'x-gateway-version': '3' }),
  moduleHeader: null,
  paths: Object.freeze({}),
});

/** Header names a merchant may not set: the client owns them per call. */
const RESERVED = new Set(['merchant', 'language', 'authorization', 'encryption', 'content-type', 'content-length', 'cookie', 'host', 'cache-control']);
const TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;
// Printable ASCII without control characters: a value cannot smuggle a second header line.
const VALUE = /^[\x20-\x7e]{0,256}$/;

export class WireSettingsError extends Error {}

/** Whether `path` is one of the call's names in the real tables: its own `path` or one of its `alsoAt`. */
export function isCallPath(endpoint: Endpoint, path: string): boolean {
  return path === endpoint.path || !!endpoint.alsoAt?.includes(path);
}

/** What a call's path and name look like, for the check without the table. */
const PATH_SHAPE = /^\/(?:wps|lgw)\/[A-Za-z0-9_./-]{1,200}$/;
const NAME_SHAPE = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/**
 * Checks a release set's `gateway` and merges it over the defaults. Throws WireSettingsError naming the first
 * bad field (the registry answers 400 with it); `undefined` gives the defaults. With the endpoint `table` (the
 * registry) each path must be one of its call's names in the real tables; without it (the browser, whose start
 * does not load the whole table) a path only needs its shape, and the client checks it against the call's own
 * entry when the call goes out (client.ts `pathOf`).
 */
export function parseGatewayWire(raw: unknown, table?: Readonly<Record<string, Endpoint>>): GatewayWire {
  if (raw === undefined || raw === null) return DEFAULT_WIRE;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new WireSettingsError('gateway must be an object');
  const r = raw as Record<string, unknown>;
  for (const key of Object.keys(r)) if (!['headers', 'moduleHeader', 'paths'].includes(key)) throw new WireSettingsError(`gateway.${key} is not a setting`);
  let headers: Record<string, string> = { ...DEFAULT_WIRE.headers };
  if (r.headers !== undefined) {
    if (!r.headers || typeof r.headers !== 'object' || Array.isArray(r.headers)) throw new WireSettingsError('gateway.headers must be an object');
    headers = {};
    for (const [name, value] of Object.entries(r.headers as Record<string, unknown>)) {
      if (!TOKEN.test(name) || RESERVED.has(name.toLowerCase())) throw new WireSettingsError(`gateway.headers: "${name}" cannot be set`);
      if (typeof value !== 'string' || !VALUE.test(value)) throw new WireSettingsError(`gateway.headers.${name} must be a printable string`);
      headers[name] = value;
    }
  }
  let moduleHeader: string | null = DEFAULT_WIRE.moduleHeader;
  if (r.moduleHeader !== undefined) {
    if (r.moduleHeader !== null && (typeof r.moduleHeader !== 'string' || !TOKEN.test(r.moduleHeader) || RESERVED.has(r.moduleHeader.toLowerCase()))) {
      throw new WireSettingsError('gateway.moduleHeader must be a header name or null');
    }
    moduleHeader = r.moduleHeader;
  }
  const paths: Partial<Record<EndpointName, string>> = {};
  if (r.paths !== undefined) {
    if (!r.paths || typeof r.paths !== 'object' || Array.isArray(r.paths)) throw new WireSettingsError('gateway.paths must be an object');
    for (const [name, path] of Object.entries(r.paths as Record<string, unknown>)) {
      const endpoint = table?.[name];
      // Only another name the real tables give the same call: a setting cannot send a call anywhere else.
      const known = typeof path === 'string' && (table ? !!endpoint && isCallPath(endpoint, path) : PATH_SHAPE.test(path) && NAME_SHAPE.test(name));
      if (!known) {
        throw new WireSettingsError(`gateway.paths.${name} must be one of the call's names in the real tables`);
      }
      paths[name as EndpointName] = path;
    }
  }
  return { headers, moduleHeader, paths };
}

/** Like parseGatewayWire, but a bad setting falls back to the defaults (the browser never fails on it). */
export function gatewayWireOrDefault(raw: unknown, table?: Readonly<Record<string, Endpoint>>): GatewayWire {
  try {
    return parseGatewayWire(raw, table);
  } catch {
    return DEFAULT_WIRE;
  }
}
