/**
 * The input of every route of the platform server (ops API, public release and telemetry intake, override
 * links, ops console, health), one TypeBox schema per `METHOD url`. `attachRouteSchemas` applies them with an
 * `onRoute` hook, so a route gets its schema wherever it is declared and a new route without one is listed by
 * route-schemas.test.ts. Handlers take their request types from the same schema (`RouteInput<'PUT …'>`).
 *
 * Checks run before the handler, with Ajv as Fastify configures it, except that a JSON body is checked as sent:
 * nothing in it is coerced (an `expectedRevision` of `'1'` is refused, not read as 1), while a query or path,
 * which is always text, is coerced where a number is declared. The schemas check shape and size; rules that
 * need the registry (is the version published, is the revision current) stay in the handlers. A refusal answers
 * 400 in the ops API's own shape, `{ error, message }`, with the route's own error code.
 */
import { Ajv } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { MERCHANT_RE } from './releases.js';

/** No field read from this part of the request (extra query fields are tolerated, as before). */
const NoFields = Type.Object({});
const merchant = Type.String({ pattern: MERCHANT_RE.source, maxLength: 64 });
const MerchantParams = Type.Object({ merchant });
/** An app, remote or version as a path or body field: its own check is the registry's; this caps its size. */
const name = () => Type.String({ minLength: 1, maxLength: 32 });
const version = () => Type.String({ minLength: 1, maxLength: 64 });
const revision = () => Type.Integer({ minimum: 0 });
/** Release-set changes answer their refusals as `invalid_release` (registry/releases.ts). */
const RELEASE = 'invalid_release';

const versionRef = () => Type.Object({ version: version() });
const remoteRelease = Type.Object({
  version: Type.String({ maxLength: 64 }),
  fallback: Type.Optional(Type.Union([versionRef(), Type.Null()])),
  canary: Type.Optional(Type.Union([Type.Object({ version: version(), percent: Type.Number({ minimum: 0, maximum: 100 }) }), Type.Null()])),
});

/**
 * One browser event (registry/telemetry.ts validates kind, names and ranges): the intake takes one event or a
 * list of 1 to 50.
 */
const TelemetryEventShape = Type.Object({
  merchant: Type.String({ maxLength: 64 }),
  remote: Type.String({ maxLength: 64 }),
  version: Type.String({ maxLength: 64 }),
  kind: Type.String({ maxLength: 32 }),
  ms: Type.Optional(Type.Number()),
  ticket: Type.Optional(Type.String({ maxLength: 2_048 })),
});

export interface RouteSchemaEntry {
  schema: FastifySchema & { params?: TSchema; querystring?: TSchema; body?: TSchema };
  /** The `error` of a refusal, the code this route already answers bad input with. */
  error: string;
}

/** Every route of the platform server by `METHOD url` (HEAD routes share their GET's). */
export const ROUTE_SCHEMAS = {
  // ---- public
  'GET /platform/health': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /platform/release/:file': { error: 'invalid_request', schema: { params: Type.Object({ file: Type.String({ maxLength: 80 }) }) } },
  'POST /platform/telemetry': {
    error: 'invalid_telemetry',
    schema: { body: Type.Union([TelemetryEventShape, Type.Array(TelemetryEventShape, { minItems: 1, maxItems: 50 })]) },
  },
  'GET /platform/override': { error: 'invalid_override', schema: { querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4_096 })) }) } },
  'POST /platform/override/clear': { error: 'invalid_override', schema: { querystring: NoFields } },
  'GET /platform/override-ref/:merchant/:remote/:version': {
    error: 'invalid_request',
    schema: { params: Type.Object({ merchant: Type.String({ maxLength: 64 }), remote: name(), version: version() }) },
  },
  // ---- ops console (the page, its style sheet and its script)
  'GET /ops': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /ops/': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /ops/console.css': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /ops/console.js': { error: 'invalid_request', schema: { querystring: NoFields } },
  // ---- ops API
  // The body is the artifact's .tar.gz, read as bytes and checked entry by entry by publishArtifact.
  'POST /ops/artifacts': { error: 'invalid_artifact', schema: { querystring: NoFields, body: Type.Unsafe<Buffer>({ description: 'a .tar.gz of the built app' }) } },
  'GET /ops/artifacts': { error: 'invalid_app', schema: { querystring: Type.Object({ app: Type.Optional(Type.String({ maxLength: 32 })) }) } },
  'GET /ops/sourcemaps/:app/:version/*': {
    error: 'invalid_request',
    schema: { params: Type.Object({ app: name(), version: version(), '*': Type.String({ maxLength: 512 }) }) },
  },
  'GET /ops/merchants': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /ops/merchants/:merchant/release': { error: RELEASE, schema: { params: MerchantParams } },
  'PUT /ops/merchants/:merchant/release': {
    error: RELEASE,
    schema: {
      params: MerchantParams,
      body: Type.Object({
        expectedRevision: revision(),
        host: versionRef(),
        remotes: Type.Record(Type.String({ maxLength: 32 }), remoteRelease, { maxProperties: 16 }),
        overrides: Type.Optional(Type.Object({ allowed: Type.Optional(Type.Boolean()) })),
      }),
    },
  },
  'POST /ops/merchants/:merchant/release/pin': {
    error: RELEASE,
    schema: {
      params: MerchantParams,
      body: Type.Object({ expectedRevision: revision(), remote: name(), version: version(), fallback: Type.Optional(Type.Union([version(), Type.Null()])) }),
    },
  },
  'POST /ops/merchants/:merchant/release/rollback': {
    error: RELEASE,
    schema: { params: MerchantParams, body: Type.Object({ expectedRevision: revision(), toRevision: Type.Integer({ minimum: 1 }) }) },
  },
  'POST /ops/merchants/:merchant/release/canary': {
    error: RELEASE,
    schema: {
      params: MerchantParams,
      body: Type.Object({ expectedRevision: revision(), remote: name(), version: Type.Union([version(), Type.Null()]), percent: Type.Optional(Type.Number()) }),
    },
  },
  'POST /ops/merchants/:merchant/release/promote': { error: RELEASE, schema: { params: MerchantParams, body: Type.Object({ expectedRevision: revision(), remote: name() }) } },
  'POST /ops/merchants/:merchant/release/overrides': {
    error: RELEASE,
    schema: { params: MerchantParams, body: Type.Object({ expectedRevision: revision(), allowed: Type.Boolean() }) },
  },
  'POST /ops/merchants/:merchant/override-links': {
    error: 'invalid_override',
    schema: {
      params: MerchantParams,
      body: Type.Object({
        remote: Type.Optional(name()),
        version: Type.Optional(version()),
        url: Type.Optional(Type.String({ maxLength: 2_048 })),
        ttlSeconds: Type.Optional(Type.Integer()),
      }),
    },
  },
  'GET /ops/override-links': { error: 'invalid_request', schema: { querystring: Type.Object({ merchant: Type.Optional(Type.String({ maxLength: 64 })) }) } },
  'DELETE /ops/override-links/:id': { error: 'invalid_request', schema: { params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) }) } },
  'GET /ops/merchants/:merchant/history': { error: 'invalid_request', schema: { params: MerchantParams } },
  // Merchant policy and recorded browser checks (`tessera release verify`).
  'GET /ops/merchants/:merchant/policy': { error: 'invalid_request', schema: { params: MerchantParams } },
  'PUT /ops/merchants/:merchant/policy': {
    error: 'invalid_policy',
    schema: { params: MerchantParams, body: Type.Object({ requireVerifiedRelease: Type.Boolean() }) },
  },
  'GET /ops/merchants/:merchant/verifications': { error: 'invalid_request', schema: { params: MerchantParams } },
  'POST /ops/merchants/:merchant/verifications': {
    error: 'invalid_verification',
    schema: {
      params: MerchantParams,
      body: Type.Object({
        remote: name(),
        version: version(),
        ok: Type.Boolean(),
        problems: Type.Array(Type.String({ maxLength: 4_000 }), { maxItems: 100 }),
      }),
    },
  },
  'GET /ops/telemetry/crashes': {
    error: 'invalid_request',
    schema: {
      querystring: Type.Object({
        merchant: Type.Optional(Type.String({ maxLength: 64 })),
        remote: Type.Optional(Type.String({ maxLength: 32 })),
        version: Type.Optional(Type.String({ maxLength: 64 })),
      }),
    },
  },
  // The conformance check of a gateway (admin only): the handler checks the URL and merchant it is given.
  'POST /ops/conformance': {
    error: 'invalid_request',
    schema: {
      body: Type.Object({
        gatewayUrl: Type.String({ minLength: 1, maxLength: 2_000 }),
        merchant: Type.String({ maxLength: 64 }),
        login: Type.Optional(Type.String({ maxLength: 64 })),
        password: Type.Optional(Type.String({ maxLength: 128 })),
      }),
    },
  },
  // Named credentials (registry/credentials.ts checks names, scopes and lifetimes).
  'GET /ops/whoami': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /ops/credentials': { error: 'invalid_request', schema: { querystring: NoFields } },
  'POST /ops/credentials': {
    error: 'invalid_credential',
    schema: {
      body: Type.Object({
        name: Type.String({ maxLength: 64 }),
        scopes: Type.Array(Type.String({ maxLength: 128 }), { maxItems: 50 }),
        ttlSeconds: Type.Optional(Type.Integer()),
      }),
    },
  },
  'DELETE /ops/credentials/:name': { error: 'invalid_credential', schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }) } },
  'GET /ops/audit': {
    error: 'invalid_request',
    schema: {
      querystring: Type.Object({
        merchant: Type.Optional(Type.String({ maxLength: 64 })),
        actor: Type.Optional(Type.String({ maxLength: 128 })),
        action: Type.Optional(Type.String({ maxLength: 64 })),
        limit: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    },
  },
  'GET /ops/telemetry': {
    error: 'invalid_window',
    schema: { querystring: Type.Object({ since: Type.Optional(Type.String({ maxLength: 16 })), merchant: Type.Optional(Type.String({ maxLength: 64 })) }) },
  },
  'GET /ops/alerts': { error: 'invalid_request', schema: { querystring: NoFields } },
  'GET /ops/telemetry/series': {
    error: 'invalid_window',
    schema: {
      querystring: Type.Object({
        since: Type.Optional(Type.String({ maxLength: 16 })),
        merchant: Type.Optional(Type.String({ maxLength: 64 })),
        remote: Type.Optional(Type.String({ maxLength: 32 })),
      }),
    },
  },
} satisfies Record<string, RouteSchemaEntry>;

export type RouteKey = keyof typeof ROUTE_SCHEMAS;
type PartOf<S, P extends string> = S extends Record<P, infer T extends TSchema> ? Static<T> : unknown;
/** A handler's request types from its route's schema: `ops.put<RouteInput<'PUT /ops/…'>>(…)`. */
export type RouteInput<K extends RouteKey> = {
  Params: PartOf<(typeof ROUTE_SCHEMAS)[K]['schema'], 'params'>;
  Querystring: PartOf<(typeof ROUTE_SCHEMAS)[K]['schema'], 'querystring'>;
  Body: PartOf<(typeof ROUTE_SCHEMAS)[K]['schema'], 'body'>;
};

function ajv(coerceTypes: 'array' | false): Ajv {
  // Fastify's own Ajv options (@fastify/ajv-compiler), coercion aside.
  return new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, strict: true, allowUnionTypes: true });
}
const forPath = ajv('array');
const forBody = ajv(false);

/** A route as the hook saw it: whether it got a schema (for the listing test). */
export interface ListedRoute {
  method: string;
  url: string;
  /** Where its input schema comes from, or null when it has none. */
  schema: 'central' | 'own' | 'gateway' | null;
}
const listings = new WeakMap<FastifyInstance, ListedRoute[]>();

/** The routes registered on `app` since attachRouteSchemas(app), in order. */
export function listedRoutes(app: FastifyInstance): readonly ListedRoute[] {
  return listings.get(app) ?? [];
}

const hasInput = (s: FastifySchema | undefined) => !!s && (s.body !== undefined || s.querystring !== undefined || s.params !== undefined);

/**
 * Applies ROUTE_SCHEMAS to every route registered on `app` from now on (call it before any route is added).
 * A route that declares its own schema (the sandbox's controls and CDN) or a gateway input schema (the
 * sandbox's calls, gateway/input-schemas.ts) keeps it.
 */
export function attachRouteSchemas(app: FastifyInstance): void {
  const listed: ListedRoute[] = [];
  listings.set(app, listed);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const key = `${methods[0] === 'HEAD' ? 'GET' : methods[0]} ${route.url}`;
    const entry = (ROUTE_SCHEMAS as Record<string, RouteSchemaEntry>)[key];
    if (entry) {
      route.schema = { ...route.schema, ...entry.schema };
      route.validatorCompiler = ({ schema, httpPart }) => (httpPart === 'body' ? forBody : forPath).compile(schema as TSchema);
      const own = route.errorHandler;
      route.errorHandler = function (this: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
        if (err.validation) return reply.code(400).send({ error: entry.error, message: err.message });
        if (own) return own.call(this, err, req, reply);
        throw err;
      };
    }
    const source: ListedRoute['schema'] = entry ? 'central' : route.config && 'inputSchema' in route.config && route.config.inputSchema ? 'gateway' : hasInput(route.schema) ? 'own' : null;
    for (const method of methods) listed.push({ method, url: route.url, schema: source });
  });
}
