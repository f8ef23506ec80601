import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and fonts already are; source maps are never public). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.cjs', '.css', '.json', '.html', '.svg', '.txt', '.xml', '.wasm']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

/** The encoded files written beside an asset, in the order a server prefers them. */
export const ENCODINGS = [
  { encoding: 'br', ext: '.br' },
  { encoding: 'gzip', ext: '.gz' },
] as const;

export interface PrecompressResult {
  /** Source files that got at least one encoded sibling. */
  files: number;
  /** Bytes of those sources, and of their brotli / gzip versions. */
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * Brotli (quality 11) and gzip (level 9) of one buffer. Both are deterministic: Node's gzip writes no
 * name and a zero mtime, so the same asset always gives the same bytes (and the same ETag source).
 */
export async function encode(buf: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
    gz(buf, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz: gzipped };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `root` (done once, at
 * publish, so serving costs nothing: the static server picks the file by Accept-Encoding). An encoded
 * version that is not smaller than its source is not written; the server then sends the source.
 */
export async function precompressDir(root: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(abs);
        continue;
      }
      if (!entry.isFile() || !isCompressible(abs)) continue;
      if ((await stat(abs)).size < MIN_BYTES) continue;
      const source = await readFile(abs);
      const { br, gz: gzipped } = await encode(source);
      let wrote = false;
      if (br.length < source.length) {
        await writeFile(`${abs}.br`, br);
        result.brBytes += br.length;
        wrote = true;
      }
      if (gzipped.length < source.length) {
        await writeFile(`${abs}.gz`, gzipped);
        result.gzBytes += gzipped.length;
        wrote = true;
      }
      if (wrote) {
        result.files += 1;
        result.bytes += source.length;
      }
    }
  };
  await walk(root);
  return result;
}
