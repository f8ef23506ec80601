/** The browsers' telemetry intake (docs/architecture.md#telemetry): counted once per ticket and kind, per network share. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { networkKey } from '#shared/util/network';
import { TICKET_USE_RETENTION_MINUTES, checkCanaries, recordEvents, unknownSeries, validateEvent } from '../telemetry.js';
import { ticketCovers, verifyTicket } from '../telemetry-tickets.js';
import type { TelemetryEvent } from '../types.js';
import type { RegistryContext } from './context.js';
import { ErrorBody, NoBody } from './schemas.js';

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

export async function telemetryIntakeRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store, telemetry } = ctx;

  // 32 KB: 50 events with their tickets (about 300 bytes each) fit; the host sends one at a time.
  app.post(
    '/platform/telemetry',
    {
      bodyLimit: 32 * 1024,
      config: { inputError: 'invalid_telemetry' },
      schema: {
        body: Type.Union([TelemetryEventShape, Type.Array(TelemetryEventShape, { minItems: 1, maxItems: 50 })]),
        response: { 204: NoBody, '4xx': ErrorBody },
      },
    },
    async (req, reply) => {
      const body: unknown = req.body;
      const list: unknown[] = Array.isArray(body) ? body : [body];
      if (list.length === 0 || list.length > 50) return reply.code(400).send({ error: 'invalid_telemetry', message: 'send 1 to 50 events' });
      const events: TelemetryEvent[] = [];
      for (const [i, raw] of list.entries()) {
        const v = validateEvent(raw);
        const problem = typeof v === 'string' ? v : await unknownSeries(store, v);
        if (problem !== undefined || typeof v === 'string') return reply.code(400).send({ error: 'invalid_telemetry', message: `event ${i}: ${problem}` });
        events.push(v);
      }
      const wait = await telemetry.admit(req.ip, events.length);
      if (wait !== undefined) {
        const seconds = Math.max(1, Math.ceil(wait / 1000));
        return reply.code(429).header('Retry-After', String(seconds)).send({ error: 'too_many_requests', message: `too many telemetry events from this client; retry in ${seconds} s` });
      }
      // Counted: events a valid ticket covers, within the network's share of their series, once per ticket and
      // kind. The rest are answered alike and only feed the ops alert (docs/architecture.md#telemetry).
      const network = networkKey(req.ip, { loopback: 'per24' });
      const ticketed: (TelemetryEvent & { ticketId: string; issuedTo: string })[] = [];
      const unticketed = new Map<string, number>();
      for (const e of events) {
        const claims = verifyTicket(ctx.telemetryKey, e.ticket);
        if (claims && ticketCovers(claims, e)) ticketed.push({ ...e, ticketId: claims.id, issuedTo: claims.network ?? network });
        else unticketed.set(e.merchant, (unticketed.get(e.merchant) ?? 0) + 1);
      }
      const now = Date.now();
      const minute = Math.floor(now / 60_000);
      const counted: TelemetryEvent[] = [];
      for (const { ticketId, issuedTo, ...e } of ticketed) {
        // The ticket's use first: a replayed ticket must not spend its network's share of the series. A use
        // counts as evidence for the network the ticket was issued to (canary-decision.ts).
        const use = { ticket: ticketId, remote: e.remote, kind: e.kind, merchant: e.merchant, version: e.version, network: issuedTo, minute };
        if (!(await store.telemetry.claimTicketUse(use, minute - TICKET_USE_RETENTION_MINUTES))) continue;
        if ((await telemetry.counted(network, [e])).length) counted.push(e);
      }
      await recordEvents(store, counted, now);
      for (const [merchant, n] of unticketed) {
        const { add, seen } = await telemetry.noteUnticketed(merchant, n);
        if (!add) continue;
        req.log.warn({ merchant, reports: seen }, 'telemetry without valid tickets');
        await store.alerts.raise(
          merchant,
          'telemetry-unticketed',
          `${seen} telemetry reports for ${merchant} without a valid ticket in ${Math.round(telemetry.unticketed.windowMs / 60_000)} min (the last from ${network}): forged, or a host too old to send tickets. They were not counted.`,
          add,
          new Date(now).toISOString(),
          new Date(now - telemetry.unticketed.windowMs).toISOString(),
        );
      }
      for (const changed of await checkCanaries(store, counted, ctx.canaryPolicy, ctx.canaryAlerts)) req.log.warn({ merchant: changed.merchant, revision: changed.revision }, 'canary switched off automatically');
      return reply.code(204).send();
    },
  );
}
