/** Published app versions (the `artifacts` table): immutable once written, listed in publish order. */
import { sql } from 'kysely';
import type { RegistryTables } from '../db.js';
import type { AppName } from '../types.js';
import { touched, type Connection } from './connection.js';

export interface ArtifactRecord {
  app: AppName;
  version: string;
  federationName: string;
  integrity: string;
  entry: string;
  contentHash: string;
  manifest: unknown;
  publishedAt: string;
  /** The credential that published it; absent for versions published before credentials had names. */
  publishedBy?: string | null;
}

const toArtifact = (r: RegistryTables['artifacts']): ArtifactRecord => ({
  app: r.app as AppName,
  version: r.version,
  federationName: r.federation_name,
  integrity: r.integrity,
  entry: r.entry,
  contentHash: r.content_hash,
  manifest: JSON.parse(r.manifest_json),
  publishedAt: r.published_at,
  publishedBy: r.published_by ?? null,
});

export class ArtifactsRepository {
  constructor(private readonly c: Connection) {}

  async get(app: string, version: string): Promise<ArtifactRecord | undefined> {
    const r = await this.c.db.selectFrom('artifacts').selectAll().where('app', '=', app).where('version', '=', version).executeTakeFirst();
    return r && toArtifact(r);
  }

  /** The most recently published artifact of an app. */
  async latest(app: string): Promise<ArtifactRecord | undefined> {
    const r = await this.c.db.selectFrom('artifacts').selectAll().where('app', '=', app).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    return r && toArtifact(r);
  }

  async list(app?: string): Promise<ArtifactRecord[]> {
    const rows = await this.c.db
      .selectFrom('artifacts')
      .selectAll()
      .$if(app !== undefined, (q) => q.where('app', '=', app as string))
      .orderBy('app')
      .orderBy('seq')
      .execute();
    return rows.map(toArtifact);
  }

  /**
   * Records a published artifact unless that app and version exist already (another instance may publish
   * the same version at the same moment): true when this call inserted it.
   */
  async insert(a: ArtifactRecord): Promise<boolean> {
    const res = await this.c.db
      .insertInto('artifacts')
      .values({
        app: a.app,
        version: a.version,
        federation_name: a.federationName,
        integrity: a.integrity,
        entry: a.entry,
        content_hash: a.contentHash,
        manifest_json: JSON.stringify(a.manifest),
        published_at: a.publishedAt,
        published_by: a.publishedBy ?? null,
        seq: sql<number>`(SELECT COALESCE(MAX(seq), 0) + 1 FROM artifacts)`,
      })
      .onConflict((oc) => oc.columns(['app', 'version']).doNothing())
      .executeTakeFirst();
    return touched(res.numInsertedOrUpdatedRows) > 0;
  }

  /** PostgreSQL only, inside a transaction: holds the publish lock of one app version until the transaction ends. */
  async lockVersion(app: string, version: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`tessera artifact ${app}@${version}`}))`.execute(this.c.db);
  }
}
