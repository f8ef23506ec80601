/** What the browsers reported (ops API): counts and rates, trends, render crashes, and the alerts for ops. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { telemetryCounts, telemetryRates, telemetrySeries } from '../telemetry.js';
import { parseWindow, type RegistryContext } from './context.js';
import { NoFields, NullableNumber, NullableString, answers, filter } from './schemas.js';

const WINDOW = { inputError: 'invalid_window' };
const windowRefusal = { error: 'invalid_window', message: 'since must look like 15m, 1h, 24h or 7d (at most 7d)' };
const series = () => ({ merchant: Type.String(), remote: Type.String(), version: Type.String() });

const Count = Type.Object({ ...series(), kind: Type.String(), count: Type.Number(), avgMs: NullableNumber(), lastReason: NullableString(), lastAt: Type.String() });
const Rate = Type.Object({
  ...series(),
  loads: Type.Number(),
  errors: Type.Number(),
  fallbacks: Type.Number(),
  renders: Type.Number(),
  errorRate: NullableNumber(),
  avgMs: NullableNumber(),
  p50Ms: NullableNumber(),
  p95Ms: NullableNumber(),
});
const Window = Type.Object({
  windowMs: Type.Number(),
  policy: Type.Object({ windowMs: Type.Number(), minSample: Type.Number(), maxErrorRate: Type.Number(), minTickets: Type.Number(), minNetworks: Type.Number(), minNetworkShare: Type.Number() }),
  rates: Type.Array(Rate),
});
const Point = Type.Object({ loads: Type.Number(), errors: Type.Number(), renders: Type.Number(), errorRate: NullableNumber(), p50Ms: NullableNumber(), p95Ms: NullableNumber() });
const Series = Type.Object({
  windowMs: Type.Number(),
  stepMs: Type.Number(),
  slots: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ ...series(), points: Type.Array(Point) })),
});
const Alert = Type.Object({ id: Type.Integer(), merchant: Type.String(), kind: Type.String(), message: Type.String(), count: Type.Number(), firstAt: Type.String(), lastAt: Type.String() });
const Crash = Type.Object({ ...series(), expose: Type.String(), message: Type.String(), frame: NullableString(), count: Type.Number(), firstAt: Type.String(), lastAt: Type.String() });

export async function opsTelemetryRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;

  // Without `since`: the all-time counts; with it: loads, errors and error rate per version in the window.
  app.get(
    '/ops/telemetry',
    { config: WINDOW, schema: { querystring: Type.Object({ since: filter(16), merchant: filter(64) }), response: answers(Type.Union([Type.Array(Count), Window])) } },
    async (req, reply) => {
      if (req.query.since === undefined) return telemetryCounts(store);
      const windowMs = parseWindow(req.query.since);
      if (windowMs === undefined) return reply.code(400).send(windowRefusal);
      return { windowMs, policy: ctx.canaryPolicy, rates: await telemetryRates(store, windowMs, Date.now(), { merchant: req.query.merchant }) };
    },
  );

  /** Each version's numbers over time, a point per step (the console's trend charts). */
  app.get(
    '/ops/telemetry/series',
    { config: WINDOW, schema: { querystring: Type.Object({ since: filter(16), merchant: filter(64), remote: filter(32) }), response: answers(Series) } },
    async (req, reply) => {
      const windowMs = parseWindow(req.query.since);
      if (windowMs === undefined) return reply.code(400).send(windowRefusal);
      return telemetrySeries(store, windowMs, Date.now(), { merchant: req.query.merchant || undefined, remote: req.query.remote || undefined });
    },
  );

  /** Alerts for ops, newest first (the console shows them). */
  app.get('/ops/alerts', { config: { inputError: 'invalid_request' }, schema: { querystring: NoFields, response: answers(Type.Array(Alert)) } }, async () => store.alerts.list(50));

  /** Render crashes by version and scrubbed message, most recent first. */
  app.get(
    '/ops/telemetry/crashes',
    { config: { inputError: 'invalid_request' }, schema: { querystring: Type.Object({ merchant: filter(64), remote: filter(32), version: filter(64) }), response: answers(Type.Array(Crash)) } },
    async (req) => store.crashes.list({ merchant: req.query.merchant || undefined, remote: req.query.remote || undefined, version: req.query.version || undefined }),
  );
}
