/**
 * Test helper: gzip'd tars written by hand, with the entry names and types that node-tar's writer refuses
 * or mangles (`..` paths, absolute paths, hard links, FIFOs, devices), for the publishing cases.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RawEntry {
  name: string;
  body?: string;
  /** ustar type flag: '0' file, '1' hard link, '2' symlink, '3' character device, '6' FIFO. */
  type?: string;
  linkname?: string;
}

/** One ustar header block. */
function header(e: RawEntry, size: number): Buffer {
  const h = Buffer.alloc(512);
  const put = (text: string, offset: number, length: number) => Buffer.from(text, 'utf8').copy(h, offset, 0, length);
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
  put(e.name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(1_700_000_000, 12), 136, 12);
  h.fill(0x20, 148, 156); // the checksum is computed with its own field as spaces
  put(e.type ?? '0', 156, 1);
  put(e.linkname ?? '', 157, 100);
  put('ustar\u000000', 257, 8);
  let sum = 0;
  for (const b of h) sum += b;
  put(`${octal(sum, 7)}\u0000 `, 148, 8);
  return h;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

/** A gzip'd tar of the regular files under `dir` (leaving out `skip`), followed by the raw `extra` entries. */
export function rawTarGz(dir: string, extra: RawEntry[], skip: string[] = []): Buffer {
  const blocks: Buffer[] = [];
  const add = (e: RawEntry, body: Buffer) => blocks.push(header(e, body.length), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  for (const f of filesUnder(dir)) if (!skip.includes(f)) add({ name: f }, readFileSync(join(dir, f)));
  for (const e of extra) add(e, Buffer.from(e.body ?? ''));
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
