/**
 * Reading an uploaded archive under a guard (docs/security.md): sizes, entry counts, depth, entry types and paths are
 * checked while the tar streams, so a bomb or a link is refused before anything lands on disk.
 */
import { isAbsolute, posix } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract, list, type Parser, type ReadEntry } from 'tar';
import { ArtifactError, invalidArtifact as invalid } from './artifact-error.js';

/** What one artifact may hold; checked while the archive is read, so a bomb is refused early. */
export interface ArtifactLimits {
  /** Total size of the files, bytes. */
  extractedBytes: number;
  /** Entries (files and folders). */
  files: number;
  /** Path segments of the deepest entry. */
  depth: number;
}

/** Path of an entry inside the archive, normalised; throws if it could escape the target folder. */
function safeEntryPath(raw: string): string {
  if (!raw || isAbsolute(raw) || /^[a-zA-Z]:/.test(raw) || raw.includes('\\') || raw.includes('\0')) throw invalid(`unsafe path in archive: ${raw}`);
  const parts = raw.split('/');
  if (parts.includes('..')) throw invalid(`unsafe path in archive: ${raw}`);
  return posix.normalize(raw);
}

const ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Counts what an archive extracts to and refuses it as soon as it crosses a limit or holds an entry that
 * is not a plain file or folder (links, devices, FIFOs) or could land outside the target folder.
 */
class ArchiveGuard {
  private entries = 0;
  private bytes = 0;

  constructor(private readonly limits: ArtifactLimits) {}

  /** Throws an ArtifactError for an entry that must not be extracted. */
  check(entry: ReadEntry): void {
    const path = safeEntryPath(entry.path);
    if (!ENTRY_TYPES.has(entry.type)) throw invalid(`archive entry ${entry.path} has unsupported type ${entry.type} (only files and folders)`);
    this.entries += 1;
    if (this.entries > this.limits.files) throw new ArtifactError(413, 'artifact_too_large', `the archive has more than ${this.limits.files} entries`);
    const depth = path.split('/').filter((p) => p && p !== '.').length;
    if (depth > this.limits.depth) throw new ArtifactError(413, 'artifact_too_large', `${entry.path} is deeper than ${this.limits.depth} folders`);
    if (entry.type !== 'Directory') {
      this.bytes += entry.size ?? 0;
      if (this.bytes > this.limits.extractedBytes) {
        throw new ArtifactError(413, 'artifact_too_large', `the archive extracts to more than ${this.limits.extractedBytes} bytes`);
      }
    }
  }

  /** Bytes of tar stream (headers, padding, contents) an archive within the limits can take. */
  static streamBudget(limits: ArtifactLimits): number {
    return limits.extractedBytes + (limits.files + 20) * 1024;
  }
}

/** Bytes a writer may leave after a tar's end-of-archive blocks (tar pads to its record size, 10 KiB by default). */
const TRAILING_BYTES = 64 * 1024;

/**
 * The archive as a tar stream: gunzipped when gzip'd, cut off (error) past `budget` bytes, and past
 * TRAILING_BYTES after the end of the archive (`ended()`). node-tar's parser stops consuming at its
 * end-of-archive blocks and buffers whatever follows by concatenation, so a small gzip of a tiny tar and
 * hundreds of megabytes of zeros never finished (and held the publish chain): what follows the end is
 * counted here and never reaches it.
 */
function tarStream(buf: Buffer, budget: number, ended: () => boolean): Readable {
  const source = Readable.from([buf]);
  const gzipped = buf[0] === 0x1f && buf[1] === 0x8b;
  const out = gzipped ? source.pipe(createGunzip()) : source;
  let seen = 0;
  let trailing = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > budget) return done(new ArtifactError(413, 'artifact_too_large', `the archive unpacks to more than ${budget} bytes`));
      if (!ended()) return done(null, chunk);
      trailing += chunk.length;
      if (trailing > TRAILING_BYTES) return done(invalid(`more than ${TRAILING_BYTES} bytes follow the end of the tar archive`));
      done();
    },
  });
  out.on('error', (e) => capped.destroy(e));
  return out.pipe(capped);
}

/** Runs `sink` over the archive with a guard; the first refusal aborts the read. */
async function readArchive(buf: Buffer, limits: ArtifactLimits, sink: (onEntry: (entry: ReadEntry) => boolean) => Parser): Promise<number> {
  const guard = new ArchiveGuard(limits);
  let problem: ArtifactError | undefined;
  let entries = 0;
  // eslint-disable-next-line prefer-const -- the parser's entry callback needs it before it exists
  let parser: Parser;
  const onEntry = (entry: ReadEntry): boolean => {
    if (problem) return false;
    try {
      guard.check(entry);
      entries += 1;
      return true;
    } catch (e) {
      problem = e instanceof ArtifactError ? e : invalid((e as Error).message);
      parser.abort(problem);
      return false;
    }
  };
  parser = sink(onEntry);
  let ended = false;
  parser.on('eof', () => (ended = true));
  try {
    await pipeline(
      tarStream(buf, ArchiveGuard.streamBudget(limits), () => ended),
      parser,
    );
  } catch (e) {
    if (problem) throw problem;
    if (e instanceof ArtifactError) throw e;
    throw invalid(`not a readable gzip'd tar: ${(e as Error).message}`);
  }
  if (problem) throw problem;
  return entries;
}

/** Largest artifact.json read while listing (it names the app, its version and its chunks' hashes). */
const ARTIFACT_JSON_MAX = 256 * 1024;

/** Lists the archive under the guard (nothing written); returns its artifact.json's text, if it has one that fits. */
export async function checkArchive(buf: Buffer, limits: ArtifactLimits): Promise<string | undefined> {
  let artifactJson: string | undefined;
  const entries = await readArchive(buf, limits, (onEntry) =>
    list({
      strict: true,
      onReadEntry: (entry) => {
        if (onEntry(entry) && entry.type === 'File' && posix.normalize(entry.path) === 'artifact.json' && entry.size <= ARTIFACT_JSON_MAX) {
          const chunks: Buffer[] = [];
          entry.on('data', (c: Buffer) => chunks.push(c));
          entry.on('end', () => (artifactJson = Buffer.concat(chunks).toString('utf8')));
        } else entry.resume();
      },
    }),
  );
  if (entries === 0) throw invalid("not a readable gzip'd tar (no entries)");
  return artifactJson;
}

export async function extractArchive(buf: Buffer, limits: ArtifactLimits, cwd: string): Promise<void> {
  // The same guard again while writing: what reaches the disk is checked as it is written.
  await readArchive(buf, limits, (onEntry) => extract({ cwd, strict: true, preservePaths: false, noChmod: true, filter: (_path, entry) => onEntry(entry as ReadEntry) }));
}
