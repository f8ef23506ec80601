/**
 * The TypeBox shapes the registry's routes share (docs/architecture.md#registry): request parts, and the
 * answers the routes serialise (the ops API's clients read them through registry/api-types.ts). A route keeps
 * its own schema inline and takes what it shares from here.
 */
import { Type, type TSchema } from 'typebox';
import { MERCHANT_RE } from '../releases.js';

// ---- request parts

/** No field read from this part of the request (extra query fields are tolerated, as before). */
export const NoFields = Type.Object({});
export const merchant = Type.String({ pattern: MERCHANT_RE.source, maxLength: 64 });
export const MerchantParams = Type.Object({ merchant });
/** An app, remote or version as a path or body field: its own check is the registry's; this caps its size. */
export const name = () => Type.String({ minLength: 1, maxLength: 32 });
export const version = () => Type.String({ minLength: 1, maxLength: 64 });
export const revision = () => Type.Integer({ minimum: 0 });
/** An optional query filter of at most `max` characters. */
export const filter = (max: number) => Type.Optional(Type.String({ maxLength: max }));

// ---- answers

/**
 * Every refusal: `{ error, message }`, with what else the refusal names (a stale revision's `currentRevision`,
 * a missing verification's hint) kept as it is.
 */
export const ErrorBody = Type.Object(
  { error: Type.String(), message: Type.String(), currentRevision: Type.Optional(Type.Integer()) },
  { additionalProperties: true },
);
/** An answer with no body (204, 303, 304): nothing to serialise. */
export const NoBody = Type.Unsafe<undefined>({ description: 'no body' });
/** Text answers (a page, a style sheet, a plain-text refusal) are sent as they are, never serialised. */
export const Text = Type.String();

const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const NullableString = () => nullable(Type.String());
export const NullableNumber = () => nullable(Type.Number());

const ref = () => ({ version: Type.String(), entry: Type.String(), integrity: Type.String() });
export const VersionRef = Type.Object(ref());
export const ReleaseSetBody = Type.Object({
  merchant: Type.String(),
  revision: Type.Integer(),
  publishedAt: Type.String(),
  host: Type.Object({ version: Type.String() }),
  remotes: Type.Record(
    Type.String(),
    Type.Object({
      ...ref(),
      canary: Type.Optional(Type.Object({ ...ref(), percent: Type.Number() })),
      fallback: Type.Optional(VersionRef),
    }),
  ),
  overrides: Type.Object({
    allowed: Type.Boolean(),
    // A dev link's entry has no integrity (a dev build changes on every save).
    active: Type.Optional(
      Type.Record(
        Type.String(),
        Type.Object({ version: Type.String(), entry: Type.String(), integrity: Type.Optional(Type.String()), expiresAt: Type.String(), dev: Type.Optional(Type.Literal(true)) }),
      ),
    ),
  }),
  gateway: Type.Optional(
    Type.Object({
      headers: Type.Optional(Type.Record(Type.String(), Type.String())),
      moduleHeader: Type.Optional(NullableString()),
      paths: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  ),
  telemetryTicket: Type.Optional(Type.String()),
});

/** The usual answers of a route: its body for `ok` (200 unless said), a refusal for any 4xx. */
export const answers = <T extends TSchema>(ok: T) => ({ 200: ok, '4xx': ErrorBody });
