import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { mountCdn } from './cdn/routes.js';
import { mountControls } from './control/routes.js';
import { sweepGeetest } from './domain/geetest.js';
import { mountGeetest } from './geetest/routes.js';
import { openSandboxDb, type SandboxDb } from './database.js';
import { LOGIN_ATTEMPTS_KEPT_MS } from './domain/login-rules.js';
import { startSalarySchedule } from './domain/salaries.js';
import { mountRoutes } from './gateway/define-route.js';
import { GatewayError, sendError } from './gateway/envelope.js';
import { isGatewayUrl, merchantGate } from './gateway/merchant.js';
import { rsaWorkers } from './gateway/rsa-workers.js';
import { allCounters, sandboxThrottles, type SandboxThrottles } from './gateway/throttles.js';
import type { Repo } from './repo/index.js';
import { LOTTERY_SETTLE_INTERVAL_MS } from './repo/lottery.js';
import { GATEWAY_ROUTES } from './routes/index.js';

export type { SandboxThrottles } from './gateway/throttles.js';

export interface SandboxPluginOptions {
  dataDir: string;
  /**
   * Guards the test controls (/sandbox/…): the platform server passes its ops credential check, so the
   * sandbox knows nothing of tokens or scopes.
   */
  opsGuard: onRequestAsyncHookHandler;
  /** A session ends this long after its last call. */
  sessionIdleMs?: number;
  throttles?: Partial<SandboxThrottles>;
  /** An already opened database (tests); otherwise <dataDir>/sandbox.sqlite. */
  sandbox?: SandboxDb;
  /**
   * Where the image CDN keeps what it has drawn; default `<dataDir>/cdn-cache`. Instances may share one (see
   * pngCache): a picture is then drawn once for all of them.
   */
  artCacheDir?: string;
}

/** How often ended sessions, expired captchas and old login attempts are deleted. */
export const SWEEP_INTERVAL_MS = 60_000;

/** Deletes what no rule reads any more; returns the rows removed per table. */
export function sweepSandbox(repo: Repo, now = Date.now()): { sessions: number; captchas: number; loginAttempts: number; geetestLots: number } {
  return {
    sessions: repo.sessions.sweep(now),
    captchas: repo.captchas.sweep(now),
    loginAttempts: repo.loginAttempts.sweep(now - LOGIN_ATTEMPTS_KEPT_MS),
    geetestLots: sweepGeetest(repo, now),
  };
}

/**
 * The sandbox WPS gateway (/wps, /lgw, /lotto), its image CDN (/cdn) and the test control surface
 * (/sandbox); docs/architecture.md#sandbox-layout.
 */
export async function sandboxPlugin(app: FastifyInstance, opts: SandboxPluginOptions): Promise<void> {
  // The session and captcha cookies (@fastify/cookie); the platform server registers it at its root already.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  const { db, repo } = opts.sandbox ?? openSandboxDb(opts.dataDir, { sessionIdleMs: opts.sessionIdleMs });
  const throttles = sandboxThrottles(opts.throttles);
  sweepSandbox(repo);
  const sweeper = setInterval(() => {
    for (const counter of allCounters(throttles)) counter.sweep();
    try {
      sweepSandbox(repo);
    } catch (err) {
      app.log.warn({ err }, 'sandbox sweep failed'); // e.g. busy; the next one catches up
    }
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  // Lottery bets settle when their draw opens even if nobody reads them (docs/product.md#lottery).
  const lotterySettler = setInterval(() => {
    try {
      repo.lottery.settleAll();
    } catch (err) {
      app.log.warn({ err }, 'lottery settlement failed'); // e.g. busy; the next tick or the next read catches up
    }
  }, LOTTERY_SETTLE_INTERVAL_MS);
  lotterySettler.unref();
  // Salary settles every 5 minutes, hourly and daily on their boundaries (domain/salaries.ts).
  const salary = startSalarySchedule(repo, (err) => app.log.warn({ err }, 'salary settlement failed'));
  // Encrypted logins' RSA step runs here, not on the event loop.
  const rsa = rsaWorkers();
  app.addHook('onClose', async () => {
    await rsa.close();
    clearInterval(sweeper);
    clearInterval(lotterySettler);
    salary.stop();
    if (db.open) db.close();
  });

  // Lenient body parsing: encrypted calls send {"value":…}, a JSON-quoted string or the bare base64.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.decorateRequest('merchant', '');
  app.decorateRequest('member', undefined);

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    if (err instanceof GatewayError) return sendError(reply, err);
    // A control's or the CDN's input refused by its schema (gateway calls are checked in define-route.ts).
    if (err.validation && !isGatewayUrl(req.url)) return reply.code(400).send({ error: 'invalid', message: err.message });
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'sandbox error');
    if (isGatewayUrl(req.url)) return sendError(reply, new GatewayError(status, status >= 500 ? 'system.error' : 'request_param_err', status >= 500 ? 'system busy' : err.message));
    return reply.code(status).send({ error: err.code ?? 'error', message: err.message });
  });

  app.addHook('onRequest', merchantGate(repo));
  mountRoutes(app, GATEWAY_ROUTES, repo, throttles, rsa.step);
  // Every other gateway call.
  const notAvailable = new GatewayError(404, 'function.not.available', 'not available in the sandbox');
  for (const p of ['/wps', '/wps/*', '/lgw', '/lgw/*', '/lotto', '/lotto/*']) {
    app.all(p, async () => {
      throw notAvailable;
    });
  }

  mountCdn(app, repo, opts.artCacheDir ?? join(opts.dataDir, 'cdn-cache'));
  mountGeetest(app, repo, throttles);
  await mountControls(app, repo, opts.opsGuard);
}
