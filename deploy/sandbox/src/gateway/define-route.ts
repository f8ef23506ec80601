/**
 * Sandbox routes are declared against the client's own endpoint table (shared/src/api/endpoints.ts,
 * compiled into this package's build and imported as `#shared/api/endpoints`): a route names an endpoint and
 * takes its path, method and flags from the table, so the two cannot drift apart
 * (docs/architecture.md#sandbox-layout).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { EndpointResponse } from '@tessera/shared/api-types';
import { endpoints, type EndpointName, type HttpMethod } from '#shared/api/endpoints';
import type { Member, Repo } from '../repo/index.js';
import { EncryptionHeaderTooLarge, decryptRequestWith, type PrivateKeyStep } from './crypto.js';
import { GatewayError, sendOk } from './envelope.js';
import { compileInputCheck, type InputCheck } from './input-check.js';
import { inputSchemaOf, type InputOf } from './input-schemas.js';
import type { TSchema } from 'typebox';
import { requireMember } from './session.js';
import type { SandboxThrottles } from './throttles.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A gateway route's input schema (input-schemas.ts): the route listing test reads it. */
    inputSchema?: TSchema;
  }
}

/** `member`: a session is required (`ctx.member`, else 401 login.not.session); `none`: anyone. */
export type RouteAuth = 'member' | 'none';

/** Every key of every member of a union: a call may take more than one request shape (launchGame, the lottery launch). */
type KeysOfAny<T> = T extends unknown ? keyof T : never;
/** A request as it arrives: the fields of T, none of them checked yet. */
export type Wire<T> = unknown extends T ? Record<string, unknown> : { [P in KeysOfAny<Exclude<T, void | undefined>>]?: unknown };

export interface RouteContext<K extends EndpointName, A extends RouteAuth> {
  /**
   * What the client sent, always an object, checked against the call's schema in input-schemas.ts before
   * the handler runs (and typed by it): the decrypted payload of an `encrypt` call, the query of a GET or
   * DELETE, else the body.
   */
  input: InputOf<K>;
  /** The checked `Merchant` of the call. */
  merchant: string;
  member: A extends 'member' ? Member : undefined;
  repo: Repo;
  /** Per-client throttles shared by every call. */
  throttles: SandboxThrottles;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Another path or method at which the gateway answers a call the same way. */
export interface RouteAlias {
  path?: string;
  method?: HttpMethod;
  /** false: this variant takes a plain body even though the endpoint is `encrypt`. */
  encrypt?: false;
}

export interface RouteSpec<K extends EndpointName, A extends RouteAuth> {
  auth: A;
  /** Answers while the merchant is under maintenance (what the maintenance page itself calls). */
  openInMaintenance?: boolean;
  also?: readonly RouteAlias[];
  /** Largest body accepted, in bytes (Fastify's default 1 MiB otherwise), e.g. for image uploads. */
  bodyLimit?: number;
  /**
   * Returns the answer: the envelope's `value`, or the whole body on a `bare` endpoint. Throws
   * GatewayError to fail. May instead send a non-JSON answer itself and return `ctx.reply`.
   */
  handler: (ctx: RouteContext<K, A>) => EndpointResponse<K> | FastifyReply | Promise<EndpointResponse<K> | FastifyReply>;
}

/** A declared route, its types erased so that routes of every endpoint fit one table. */
export interface GatewayRoute {
  readonly name: EndpointName;
  readonly auth: RouteAuth;
  readonly openInMaintenance: boolean;
  readonly also: readonly RouteAlias[];
  readonly bodyLimit?: number;
  readonly handler: (ctx: RouteContext<EndpointName, RouteAuth>) => unknown;
}

/** Declares the sandbox's answer to the endpoint `name` of the client's table. */
export function defineRoute<K extends EndpointName, A extends RouteAuth>(name: K, spec: RouteSpec<K, A>): GatewayRoute {
  return {
    name,
    auth: spec.auth,
    openInMaintenance: spec.openInMaintenance ?? false,
    also: spec.also ?? [],
    bodyLimit: spec.bodyLimit,
    handler: spec.handler as GatewayRoute['handler'],
  };
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

async function decryptedBody(req: FastifyRequest, repo: Repo, step: PrivateKeyStep): Promise<unknown> {
  const header = req.headers.encryption;
  try {
    return await decryptRequestWith(Array.isArray(header) ? header[0] : header, req.body, repo.rsa, step);
  } catch (e) {
    if (e instanceof EncryptionHeaderTooLarge) throw new GatewayError(400, 'request_body_required', e.message);
    throw new GatewayError(400, 'request_body_required', 'The request body could not be decrypted');
  }
}

/**
 * Registers `routes` (with their aliases) on the sandbox's Fastify instance. `rsaStep` does the RSA
 * private-key step of encrypted calls (rsa-workers.ts: off the event loop).
 */
export function mountRoutes(app: FastifyInstance, routes: readonly GatewayRoute[], repo: Repo, throttles: SandboxThrottles, rsaStep: PrivateKeyStep): void {
  const member = requireMember(repo);
  for (const route of routes) {
    const endpoint = endpoints[route.name];
    const schema = inputSchemaOf(route.name);
    // gateway/input-schemas.test.ts lists every route without one; a route cannot be mounted unchecked.
    if (!schema) throw new Error(`The sandbox route ${route.name} has no input schema in gateway/input-schemas.ts`);
    const encrypt = 'encrypt' in endpoint && endpoint.encrypt === true;
    const variants: { path: string; method: HttpMethod; encrypt: boolean }[] = [
      { path: endpoint.path, method: endpoint.method, encrypt },
      // The real tables' other names of the same call (endpoints.ts `alsoAt`) answer alike.
      ...('alsoAt' in endpoint && endpoint.alsoAt ? endpoint.alsoAt.map((path) => ({ path, method: endpoint.method, encrypt })) : []),
      ...route.also.map((a) => ({ path: a.path ?? endpoint.path, method: a.method ?? endpoint.method, encrypt: a.encrypt ?? encrypt })),
    ];
    const bare = 'bare' in endpoint && endpoint.bare === true;
    // Compiled on a variant's first call, not at start: ninety calls' schemas would slow every sandbox start.
    const checks = new Map<boolean, InputCheck>();
    const checkOf = (query: boolean) => checks.get(query) ?? checks.set(query, compileInputCheck(schema, query)).get(query)!;
    for (const v of variants) {
      const fromQuery = !v.encrypt && (v.method === 'GET' || v.method === 'DELETE');
      const check: InputCheck = (fields) => checkOf(fromQuery)(fields);
      app.route({
        method: v.method as HTTPMethods,
        url: v.path,
        bodyLimit: route.bodyLimit,
        // The input schema, for the listing test and tools; it is checked below, on the decrypted payload too.
        config: { openInMaintenance: route.openInMaintenance, inputSchema: schema },
        preHandler: route.auth === 'member' ? member : undefined,
        handler: async (req, reply) => {
          const input = v.encrypt ? await decryptedBody(req, repo, rsaStep) : fromQuery ? req.query : req.body;
          // The lenient parser hands on text it could not read as JSON; a plain call then has no fields at
          // all, and answering it as an empty request would report success for a malformed body.
          if (!v.encrypt && typeof input === 'string' && input.trim() !== '') {
            throw new GatewayError(400, 'request_param_err', 'The request body must be a JSON object');
          }
          // Anything but an object is read as no fields (the gateway answers a login of `[]` as an empty login).
          const fields = asObject(input);
          check(fields);
          const returned = route.handler({ input: fields as never, merchant: req.merchant, member: req.member, repo, throttles, req, reply });
          // A Fastify reply is a thenable that settles, with nothing, once the answer is out: awaiting a handler
          // that returned it would read as "no value" and send an envelope over the answer already sent.
          if (returned === reply) return reply;
          const result = await returned;
          if (result === reply || reply.sent) return reply;
          return bare ? result : sendOk(reply, result);
        },
      });
    }
  }
}
