/**
 * How much one client or network can move the telemetry counts (docs/architecture.md#telemetry), on the shared
 * counters (security/shared-counters.ts), so several instances give an attacker one budget, not one each.
 * Only reports with a valid ticket count (telemetry-tickets.ts), and the intake bounds each source besides: at
 * most CLIENT_EVENTS events a minute per address (then 429), and of the ticketed ones at most SERIES_EVENTS per
 * network (/24, /64) and (merchant, remote, version, kind) in SERIES_WINDOW_MS (the rest are accepted and
 * dropped). A network is handed at most NETWORK_TICKETS tickets in TICKET_WINDOW_MS (then the release set comes
 * without one). UNTICKETED_ALERT reports without a valid ticket for one merchant in ALERT_WINDOW_MS raise an ops
 * alert. A browser reports a remote once per page load, so real traffic stays far below the caps.
 */
import { MemoryCounters, SharedLimit, type CounterEngine } from '../security/shared-counters.js';
import type { TelemetryEvent } from './types.js';

export const TELEMETRY_LIMITS = {
  CLIENT_EVENTS: 120,
  CLIENT_WINDOW_MS: 60_000,
  SERIES_EVENTS: 20,
  SERIES_WINDOW_MS: 10 * 60_000,
  // A /24 behind carrier NAT holds many players: generous, yet it bounds what one network can take.
  NETWORK_TICKETS: 600,
  TICKET_WINDOW_MS: 10 * 60_000,
  UNTICKETED_ALERT: 50,
  ALERT_WINDOW_MS: 10 * 60_000,
};

export class TelemetryThrottle {
  readonly perClient: SharedLimit;
  readonly perSeries: SharedLimit;
  /** Tickets handed out per network. */
  readonly tickets: SharedLimit;
  /** Reports without a valid ticket, per merchant (for the alert). */
  readonly unticketed: SharedLimit;
  readonly alertEvery: number;

  constructor(
    limits: Partial<typeof TELEMETRY_LIMITS> = {},
    readonly engine: CounterEngine = new MemoryCounters(),
  ) {
    const l = { ...TELEMETRY_LIMITS, ...limits };
    this.perClient = new SharedLimit(engine, 'telemetry:client', l.CLIENT_EVENTS, l.CLIENT_WINDOW_MS);
    this.perSeries = new SharedLimit(engine, 'telemetry:series', l.SERIES_EVENTS, l.SERIES_WINDOW_MS);
    this.tickets = new SharedLimit(engine, 'telemetry:tickets', l.NETWORK_TICKETS, l.TICKET_WINDOW_MS);
    this.unticketed = new SharedLimit(engine, 'telemetry:unticketed', Number.MAX_SAFE_INTEGER, l.ALERT_WINDOW_MS);
    this.alertEvery = l.UNTICKETED_ALERT;
  }

  /** Takes a batch from `client`: undefined when admitted, else the milliseconds until it may send again. */
  async admit(client: string, count: number): Promise<number | undefined> {
    if ((await this.perClient.count(client)) + count > this.perClient.max) return (await this.perClient.take(client, 0)).retryAfterMs;
    const hit = await this.perClient.take(client, count);
    return hit.counted ? undefined : hit.retryAfterMs;
  }

  /** Whether `network` may be handed one more ticket. */
  async ticketFor(network: string): Promise<boolean> {
    return this.tickets.hit(network);
  }

  /** The events of a batch from `network` that still count for their series. */
  async counted<E extends Pick<TelemetryEvent, 'merchant' | 'remote' | 'version' | 'kind'>>(network: string, events: E[]): Promise<E[]> {
    const out: E[] = [];
    // Spaces between the parts: none of them holds one, and PostgreSQL's text takes no NUL.
    for (const e of events) if (await this.perSeries.hit(`${network} ${e.merchant} ${e.remote} ${e.version} ${e.kind}`)) out.push(e);
    return out;
  }

  /**
   * Notes `n` reports for `merchant` without a valid ticket: `add` is how many to add to its alert (a multiple
   * of UNTICKETED_ALERT, once per multiple crossed in the window; 0 most of the time, so a flood costs no
   * database writes), `seen` the window's count so far.
   */
  async noteUnticketed(merchant: string, n: number): Promise<{ add: number; seen: number }> {
    const seen = (await this.unticketed.take(merchant, n)).count;
    const before = seen - n;
    const crossed = Math.floor(seen / this.alertEvery) - Math.floor(before / this.alertEvery);
    return { add: crossed > 0 ? crossed * this.alertEvery : 0, seen };
  }
}
