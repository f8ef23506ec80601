/**
 * How the Node server sends a page, as nginx sends it (deploy/nginx/tessera.conf): compressed when the browser
 * takes it (brotli first, then gzip), with an ETag, and 304 to a browser that already holds the same page. The
 * page is written per request (boot data, language, brand), so the ETag is a hash of what was written.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this a page goes as it is (the headers would cost more than compression saves). */
const MIN_BYTES = 1024;

/** Pages compressed lately, by ETag and encoding: the same page again costs no compression. */
const compressed = new Map<string, Promise<Buffer>>();
const KEEP = 64;

/**
 * A weak ETag: pages that differ only in the ciphertext of the customer-service links are the same page. The
 * gateway encrypts each link with a fresh IV on every answer (docs/gateway.md), so hashing it would make every
 * page new; a browser that revalidates keeps an older encryption of the links, which its host decrypts alike.
 */
export function pageEtag(body: string): string {
  const stable = body.replace(/("csType":"[\w-]{1,40}","path":")[^"]*"/g, '$1"');
  return `W/"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names the ETag (a weak comparison, as RFC 9110 says for this header). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

function encode(body: Buffer, encoding: 'br' | 'gzip', etag: string): Promise<Buffer> {
  const key = `${encoding} ${etag}`;
  let out = compressed.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? // Quality 5: most of brotli's gain on HTML for a fraction of 11's time (pages are written per request).
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gz(body, { level: 6 });
    out.catch(() => compressed.delete(key));
    compressed.set(key, out);
    if (compressed.size > KEEP) compressed.delete(compressed.keys().next().value!);
  }
  return out;
}

/** Sends an HTML page with its ETag, compressed as the request allows, or 304 when the browser has it. */
export async function sendHtml(req: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply> {
  const etag = pageEtag(page);
  const vary = reply.getHeader('Vary');
  reply.header('ETag', etag).header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.code(200).type('text/html; charset=utf-8');
  const body = Buffer.from(page);
  const encoding = body.length >= MIN_BYTES ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(await encode(body, encoding, etag));
}
