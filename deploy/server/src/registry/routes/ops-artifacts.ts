/** Publishing and listing app versions, and their hidden source maps (ops API). */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ArtifactStore } from '../artifact-store.js';
import { ArtifactError, publishArtifact } from '../artifacts.js';
import { contractVersion, type ManifestLike } from '../contracts.js';
import { can, forbidden } from '../credentials.js';
import { isAppName } from '../types.js';
import { sendError, who, type RegistryContext } from './context.js';
import { ErrorBody, NoFields, NullableNumber, NullableString, answers, name, version } from './schemas.js';

/** Size, shared contract and build time of a published version, read once from its files (versions are immutable). */
const factsCache = new Map<string, { sizeBytes: number | null; sharedContract: string | null; buildTime: string | null }>();
function artifactFacts(store: ArtifactStore, app: string, version: string, manifest: unknown) {
  const key = `${store.root}\u0000${app}@${version}`;
  const cached = factsCache.get(key);
  if (cached) return cached;
  const dir = store.publicDir(app, version);
  // Files of an S3 store not yet copied here: unknown for now, asked again next time.
  if (!existsSync(dir)) return { sizeBytes: null, sharedContract: contractVersion(undefined, manifest as ManifestLike) ?? null, buildTime: null };
  let sizeBytes = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      // The .br/.gz siblings are the server's own copies, not part of the build.
      else if (!/\.(br|gz)$/.test(e.name)) sizeBytes += statSync(p).size;
    }
  };
  walk(dir);
  let artifactJson: Record<string, unknown> | undefined;
  try {
    artifactJson = JSON.parse(readFileSync(join(dir, 'artifact.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    artifactJson = undefined;
  }
  const buildInfo = (manifest as { metaData?: { buildInfo?: { buildTime?: unknown } } } | undefined)?.metaData?.buildInfo;
  const buildTime = typeof artifactJson?.builtAt === 'string' ? artifactJson.builtAt : typeof buildInfo?.buildTime === 'string' ? buildInfo.buildTime : null;
  const facts = { sizeBytes, sharedContract: contractVersion(artifactJson, manifest as ManifestLike) ?? null, buildTime };
  factsCache.set(key, facts);
  return facts;
}

const Published = Type.Object({
  app: Type.String(),
  version: Type.String(),
  integrity: Type.String(),
  entry: Type.String(),
  /** A re-publish of the same bytes. */
  unchanged: Type.Optional(Type.Literal(true)),
  publishedAt: Type.String(),
});

const ArtifactSummary = Type.Object({
  app: Type.String(),
  version: Type.String(),
  federationName: Type.String(),
  integrity: Type.String(),
  entry: Type.String(),
  publishedAt: Type.String(),
  publishedBy: NullableString(),
  buildTime: NullableString(),
  sharedContract: NullableString(),
  sizeBytes: NullableNumber(),
});

export async function opsArtifactRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store, artifacts, limits } = ctx;
  const artifactLimits = { extractedBytes: limits.artifactExtractedBytes, files: limits.artifactFiles, depth: limits.artifactDepth };

  let publishing: Promise<unknown> = Promise.resolve();
  app.post(
    '/ops/artifacts',
    {
      bodyLimit: limits.artifactUploadBytes,
      config: { inputError: 'invalid_artifact' },
      // The body is the artifact's .tar.gz, read as bytes (the ops scope's parsers, registry/plugin.ts) and checked
      // entry by entry by publishArtifact.
      schema: { querystring: NoFields, body: Type.Unsafe<Buffer>({ description: 'a .tar.gz of the built app' }), response: { 200: Published, 201: Published, '4xx': ErrorBody } },
    },
    async (req, reply) => {
      const p = who(req);
      const authorize = (app: string) => {
        if (!can.publish(p, app)) throw new ArtifactError(403, 'forbidden', forbidden(p, `remote:${app} or admin`).message);
      };
      const run = publishing.then(() => publishArtifact(store, artifacts, req.body, artifactLimits, { authorize, by: p.name }));
      publishing = run.catch(() => undefined);
      try {
        const result = await run;
        if (result.status === 201) {
          await store.audit.add(req.opsActor ?? 'ops', '-', 'publish', null, { app: result.body.app, version: result.body.version, integrity: result.body.integrity });
        }
        return reply.code(result.status).send(result.body);
      } catch (e) {
        return sendError(reply, e);
      }
    },
  );

  app.get(
    '/ops/artifacts',
    { config: { inputError: 'invalid_app' }, schema: { querystring: Type.Object({ app: Type.Optional(Type.String({ maxLength: 32 })) }), response: answers(Type.Array(ArtifactSummary)) } },
    async (req, reply) => {
      const app = req.query.app;
      if (app !== undefined && !isAppName(app)) return reply.code(400).send({ error: 'invalid_app', message: `unknown app ${app}` });
      return (await store.artifacts.list(app)).map((a) => {
        const facts = artifactFacts(artifacts, a.app, a.version, a.manifest);
        return {
          app: a.app,
          version: a.version,
          federationName: a.federationName,
          integrity: a.integrity,
          entry: a.entry,
          publishedAt: a.publishedAt,
          publishedBy: a.publishedBy ?? null,
          buildTime: facts.buildTime,
          sharedContract: facts.sharedContract,
          sizeBytes: facts.sizeBytes,
        };
      });
    },
  );

  /** A published version's hidden source map, for turning an error report's stack into sources. */
  app.get(
    '/ops/sourcemaps/:app/:version/*',
    {
      config: { inputError: 'invalid_request' },
      // 200 is the map file's bytes as published, not serialised.
      schema: { params: Type.Object({ app: name(), version: version(), '*': Type.String({ maxLength: 512 }) }), response: { 200: Type.Unknown({ description: 'the source map (JSON)' }), '4xx': ErrorBody } },
    },
    async (req, reply) => {
      const { app, version } = req.params;
      const file = req.params['*'];
      if (!isAppName(app) || !(await store.artifacts.get(app, version)) || !/^[\w./-]+\.map$/.test(file) || file.split('/').includes('..')) {
        return reply.code(404).send({ error: 'not_found', message: 'no such source map' });
      }
      await artifacts.ensureLocal(app, version);
      const abs = join(artifacts.sourceMapDir(app, version), file);
      if (!existsSync(abs)) return reply.code(404).send({ error: 'not_found', message: 'no such source map' });
      return reply.header('Cache-Control', 'private, max-age=31536000, immutable').type('application/json; charset=utf-8').send(readFileSync(abs));
    },
  );
}
