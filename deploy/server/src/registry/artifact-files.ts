/**
 * The unpacked artifact's files as publishing reads them: a file the manifest names (never followed outside the
 * folder), JSON files, the tree's content hash, its scripts, and its source maps taken out of the public folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, resolve, sep } from 'node:path';
import { invalidArtifact as invalid } from './artifact-error.js';

/**
 * Moves every `*.map` of an upload into `dest` (same relative paths). Builds carry hidden source maps
 * (no sourceMappingURL in the scripts) for error reports; they are never served from the public path.
 */
export function takeSourceMaps(root: string, dest: string): number {
  let moved = 0;
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs, r);
      else if (st.isFile() && name.endsWith('.map')) {
        mkdirSync(dirname(join(dest, r)), { recursive: true });
        renameSync(abs, join(dest, r));
        moved += 1;
      }
    }
  };
  walk(root, '');
  return moved;
}

/** Hash of the extracted file tree (paths and contents), independent of tar metadata such as mtimes. */
export function treeHash(root: string): string {
  const h = createHash('sha256');
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs, r);
      else if (st.isFile()) {
        h.update(`${r}\0${st.size}\0`);
        h.update(readFileSync(abs));
      } else throw invalid(`${r} is not a regular file`);
    }
  };
  walk(root, '');
  return h.digest('hex');
}

/**
 * A file named by the manifest, resolved inside the artifact folder: relative, no `..`, no absolute
 * path, a regular file (not a link, FIFO or device) whose real path is inside `root`. Anything else is
 * refused rather than followed.
 */
export function fileInside(root: string, label: string, ...segments: unknown[]): string | undefined {
  const parts: string[] = [];
  for (const s of segments) {
    if (s === undefined || s === null || s === '') continue;
    if (typeof s !== 'string' || s.includes('\0') || s.includes('\\') || isAbsolute(s) || /^[a-zA-Z]:/.test(s)) throw invalid(`${label} is not a relative path`);
    parts.push(s);
  }
  const rel = posix.normalize(parts.join('/'));
  if (rel === '.' || rel.split('/').includes('..')) throw invalid(`${label} points outside the artifact`);
  const base = resolve(root);
  const abs = resolve(base, rel);
  if (!abs.startsWith(base + sep)) throw invalid(`${label} points outside the artifact`);
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    return undefined;
  }
  if (!st.isFile() || realpathSync(abs) !== abs) throw invalid(`${label} is not a regular file of the artifact`);
  return abs;
}

export function readJson(file: string, label: string): unknown {
  if (!existsSync(file)) throw invalid(`${label} is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw invalid(`${label} does not parse: ${(e as Error).message}`);
  }
}

/** Every `.js` file under `root`, as a relative posix path. */
export function scriptsIn(root: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, rel)).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    const st = lstatSync(join(root, r));
    if (st.isDirectory()) out.push(...scriptsIn(root, r));
    else if (name.endsWith('.js')) out.push(r);
  }
  return out;
}
