import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireOpsToken } from '../util/auth.js';
import { ArtifactError, publishArtifact } from './artifacts.js';
import { ReleaseError, pinRemote, rollback, setRelease, type PinBody, type SetReleaseBody } from './releases.js';
import type { RegistryStore } from './store.js';
import { recordEvents, telemetryCounts, validateEvent } from './telemetry.js';
import { isAppName, type TelemetryEvent } from './types.js';

export interface RegistryPluginOptions {
  store: RegistryStore;
  dataDir: string;
  opsToken: string;
}

function sendError(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof ArtifactError) return reply.code(e.status).send({ error: e.code, message: e.message });
  if (e instanceof ReleaseError) return reply.code(e.status).send({ error: e.code, message: e.message, ...e.extra });
  throw e;
}

export function releaseEtag(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

/** Public release sets and telemetry intake, plus the ops API (artifacts, release sets, audit, telemetry). */
export async function registryPlugin(app: FastifyInstance, opts: RegistryPluginOptions): Promise<void> {
  const { store, dataDir } = opts;

  // ---- public -------------------------------------------------------------------------------
  app.get<{ Params: { file: string } }>('/platform/release/:file', async (req, reply) => {
    const m = /^(.+)\.json$/.exec(req.params.file);
    const release = m?.[1] ? store.getRelease(m[1]) : undefined;
    reply.header('Cache-Control', 'no-cache');
    if (!release) return reply.code(404).send({ error: 'not_found', message: 'no release set for this merchant' });
    const json = JSON.stringify(release);
    const etag = releaseEtag(json);
    reply.header('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/platform/telemetry', { bodyLimit: 8 * 1024 }, async (req, reply) => {
    const body = req.body;
    const list = Array.isArray(body) ? body : [body];
    if (list.length === 0 || list.length > 50) return reply.code(400).send({ error: 'invalid_telemetry', message: 'send 1 to 50 events' });
    const events: TelemetryEvent[] = [];
    for (const [i, raw] of list.entries()) {
      const v = validateEvent(raw);
      if (typeof v === 'string') return reply.code(400).send({ error: 'invalid_telemetry', message: `event ${i}: ${v}` });
      events.push(v);
    }
    recordEvents(store, events);
    return reply.code(204).send();
  });

  // ---- ops (bearer token) ---------------------------------------------------------------------
  await app.register(async (ops) => {
    ops.addHook('onRequest', requireOpsToken(opts.opsToken));
    for (const type of ['application/gzip', 'application/x-gzip', 'application/octet-stream', 'application/x-tar']) {
      ops.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 100 * 1024 * 1024 }, (_req, body, done) => done(null, body));
    }

    let publishing: Promise<unknown> = Promise.resolve();
    ops.post('/ops/artifacts', { bodyLimit: 100 * 1024 * 1024 }, async (req, reply) => {
      const run = publishing.then(() => publishArtifact(store, dataDir, req.body as Buffer));
      publishing = run.catch(() => undefined);
      try {
        const result = await run;
        if (result.status === 201) {
          store.addAudit(req.opsActor ?? 'ops', '-', 'publish', null, { app: result.body.app, version: result.body.version, integrity: result.body.integrity });
        }
        return reply.code(result.status).send(result.body);
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.get<{ Querystring: { app?: string } }>('/ops/artifacts', async (req, reply) => {
      const app = req.query.app;
      if (app !== undefined && !isAppName(app)) return reply.code(400).send({ error: 'invalid_app', message: `unknown app ${app}` });
      return store.listArtifacts(app).map((a) => ({
        app: a.app,
        version: a.version,
        federationName: a.federationName,
        integrity: a.integrity,
        entry: a.entry,
        publishedAt: a.publishedAt,
      }));
    });

    ops.get('/ops/merchants', async () => store.listMerchants());

    ops.get<{ Params: { merchant: string } }>('/ops/merchants/:merchant/release', async (req, reply) => {
      const release = store.getRelease(req.params.merchant);
      if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${req.params.merchant} has no release set`, currentRevision: 0 });
      return release;
    });

    ops.put<{ Params: { merchant: string }; Body: SetReleaseBody }>('/ops/merchants/:merchant/release', async (req, reply) => {
      try {
        return setRelease(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.post<{ Params: { merchant: string }; Body: PinBody }>('/ops/merchants/:merchant/release/pin', async (req, reply) => {
      try {
        return pinRemote(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.post<{ Params: { merchant: string }; Body: { expectedRevision: number; toRevision: number } }>(
      '/ops/merchants/:merchant/release/rollback',
      async (req, reply) => {
        try {
          return rollback(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
        } catch (e) {
          return sendError(reply, e);
        }
      },
    );

    ops.get<{ Params: { merchant: string } }>('/ops/merchants/:merchant/history', async (req) => store.history(req.params.merchant));

    ops.get<{ Querystring: { merchant?: string; limit?: string } }>('/ops/audit', async (req) => {
      const limit = Math.min(Math.max(Number(req.query.limit) || 500, 1), 5000);
      return store.audit(limit, req.query.merchant);
    });

    ops.get('/ops/telemetry', async () => telemetryCounts(store));
  });
}
