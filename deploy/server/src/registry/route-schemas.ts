/**
 * How the platform server's routes check their input and answer (docs/architecture.md#registry). Every
 * route declares its request and response schemas inline (TypeBox) with `config.inputError`, the `error` its
 * refusals of bad input answer with; `attachRouteSchemas` then gives it the server's validator and error
 * handler, and lists it for route-schemas.test.ts, which fails on a route without an input or a response schema.
 *
 * Checks run before the handler, with Ajv as Fastify configures it, except that a JSON body is checked as sent:
 * nothing in it is coerced (an `expectedRevision` of `'1'` is refused, not read as 1), while a query or path,
 * which is always text, is coerced where a number is declared. The schemas check shape and size; rules that
 * need the registry (is the version published, is the revision current) stay in the handlers. A refusal answers
 * 400 in the ops API's own shape, `{ error, message }`. Answers are serialised from the response schemas.
 */
import { isDeepStrictEqual } from 'node:util';
import { Ajv } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `error` of this route's refusals of bad input (the code it answers bad input with elsewhere too). */
    inputError?: string;
  }
}

function ajv(coerceTypes: 'array' | false): Ajv {
  // Fastify's own Ajv options (@fastify/ajv-compiler), coercion aside.
  return new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, strict: true, allowUnionTypes: true });
}
const forPath = ajv('array');
const forBody = ajv(false);

/** A route as the hook saw it: where its input schema comes from, and whether its answers have schemas. */
export interface ListedRoute {
  method: string;
  url: string;
  /** `inline`: the platform's own (with `config.inputError`); `own`: a schema of its own (the sandbox's); null: none. */
  schema: 'inline' | 'own' | 'gateway' | null;
  /** The status codes its response schema covers (empty: none). */
  responses: string[];
}
const listings = new WeakMap<FastifyInstance, ListedRoute[]>();

/** The routes registered on `app` since attachRouteSchemas(app), in order. */
export function listedRoutes(app: FastifyInstance): readonly ListedRoute[] {
  return listings.get(app) ?? [];
}

const hasInput = (s: FastifySchema | undefined) => !!s && (s.body !== undefined || s.querystring !== undefined || s.params !== undefined);

export interface RouteSchemaOptions {
  /**
   * Compare every serialised answer with what its handler returned and answer 500 when the response schema
   * dropped or changed anything (tests turn it on: a schema that loses a field fails them).
   */
  checkResponses?: boolean;
}

/**
 * Gives every route registered on `app` from now on that names its `config.inputError` the server's validator
 * and error handler (call it before any route is added). Routes of the sandbox keep their own schemas and
 * handlers.
 */
export function attachRouteSchemas(app: FastifyInstance, options: RouteSchemaOptions = {}): void {
  const listed: ListedRoute[] = [];
  listings.set(app, listed);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const inputError = route.config?.inputError;
    if (inputError) {
      route.validatorCompiler = ({ schema, httpPart }) => (httpPart === 'body' ? forBody : forPath).compile(schema as TSchema);
      const own = route.errorHandler;
      route.errorHandler = function (this: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
        // The reply is thenable: sent, not returned, so the handler stays the void function fastify types it as.
        if (err.validation) void reply.code(400).send({ error: inputError, message: err.message });
        else if (own) own.call(this, err, req, reply);
        else throw err;
      };
    }
    const source: ListedRoute['schema'] =
      inputError && hasInput(route.schema) ? 'inline' : route.config && 'inputSchema' in route.config && route.config.inputSchema ? 'gateway' : hasInput(route.schema) ? 'own' : null;
    const responses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
    for (const method of methods) listed.push({ method, url: route.url, schema: source, responses });
  });
  if (options.checkResponses) checkSerialisedAnswers(app);
}

const returned = new WeakMap<FastifyReply, unknown>();

function checkSerialisedAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.routeOptions.config?.inputError) returned.set(reply, JSON.parse(JSON.stringify(payload)) as unknown);
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!returned.has(reply) || typeof payload !== 'string') return payload;
    const expected = returned.get(reply);
    returned.delete(reply);
    if (isDeepStrictEqual(JSON.parse(payload), expected)) return payload;
    req.log.error({ url: req.url, status: reply.statusCode, returned: expected, serialised: payload }, 'the response schema changed the answer');
    throw new Error(`the response schema of ${req.method} ${reply.routeOptions.url} changed its ${reply.statusCode} answer: ${JSON.stringify(expected)} became ${payload}`);
  });
}
