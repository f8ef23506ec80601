/** HTTP helpers for tests against a listening Fastify app (the sandbox's and the platform server's tests). */
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tempDir(prefix = 'tessera-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  raw: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): any;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string | string[]>;
  /** Objects and arrays are sent as JSON; strings and buffers as they are. */
  payload?: unknown;
  /** Source address (any of 127.0.0.0/8 on Linux): another client as far as the server can tell. */
  localAddress?: string;
}

/**
 * A small HTTP client for tests against a listening server (Fastify's inject cannot load under
 * jest's CommonJS runtime: light-my-request needs the ESM-only `cookie`). Uses node:http so the Host
 * header and duplicated headers can be set.
 */
export async function httpCall(baseUrl: string, req: TestRequest): Promise<TestResponse> {
  const http = await import('node:http');
  const url = new URL(req.url, baseUrl);
  let body: Buffer | undefined;
  const headers: Record<string, string | string[]> = { ...(req.headers ?? {}) };
  const has = (name: string) => Object.keys(headers).some((k) => k.toLowerCase() === name);
  if (req.payload !== undefined) {
    if (Buffer.isBuffer(req.payload)) body = req.payload;
    else if (typeof req.payload === 'string') body = Buffer.from(req.payload);
    else {
      body = Buffer.from(JSON.stringify(req.payload));
      if (!has('content-type')) headers['content-type'] = 'application/json';
    }
    headers['content-length'] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const r = http.request(url, { method: req.method ?? 'GET', headers, localAddress: req.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text, raw, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    r.on('error', reject);
    if (body) r.write(body);
    r.end();
  });
}

/** Listens on an ephemeral port and returns a caller bound to it. */
export async function listen(app: FastifyInstance): Promise<(req: TestRequest) => Promise<TestResponse>> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return (req) => httpCall(address, req);
}
