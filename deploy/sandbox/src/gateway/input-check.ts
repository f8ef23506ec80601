/**
 * Checks a gateway call's input against its schema (input-schemas.ts) with Ajv, the validator Fastify uses,
 * configured as Fastify configures it (defaults applied, no allErrors so a hostile body costs one error), and
 * turns a refusal into the gateway's own envelope error.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { TSchema } from 'typebox';
import { GatewayError } from './envelope.js';

function ajv(coerceTypes: 'array' | false): Ajv {
  const a = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    // The refused field's own schema (its `errorCode`) comes with the error.
    verbose: true,
    strict: true,
    allowUnionTypes: true,
  });
  // The gateway's refusal code of a field (input-schemas.ts); it does not validate anything.
  a.addKeyword({ keyword: 'errorCode', schemaType: 'string' });
  return a;
}

/** Query strings are text: '10' is read as 10 where the schema wants a number, as Fastify reads querystrings. */
const forQuery = ajv('array');
/** A JSON body or a decrypted payload carries its own types: nothing is coerced (true is not the amount 1). */
const forBody = ajv(false);

/** A compiled check of one call's input; throws the gateway's refusal. */
export type InputCheck = (input: Record<string, unknown>) => void;

function refusal(e: ErrorObject): GatewayError {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty ?? '') : '';
  const field = [path, missing].filter(Boolean).join('.') || 'body';
  const message = `${field} ${e.message ?? 'is not valid'}`;
  const code = (e.parentSchema as { errorCode?: unknown } | undefined)?.errorCode;
  // A field with the gateway's own code is refused as its handler refuses it (200 and that code).
  if (typeof code === 'string') return new GatewayError(200, code, message, { fields: [field] });
  return new GatewayError(400, 'request_param_err', message, { fields: [field] });
}

/** Compiles `schema` once for input read from a query (`query: true`) or from a body or payload. */
export function compileInputCheck(schema: TSchema, query: boolean): InputCheck {
  const validate: ValidateFunction = (query ? forQuery : forBody).compile(schema);
  return (input) => {
    if (!validate(input)) throw refusal(validate.errors?.[0] ?? ({ instancePath: '', keyword: 'type', message: 'is not valid', params: {}, schemaPath: '' } as ErrorObject));
  };
}
