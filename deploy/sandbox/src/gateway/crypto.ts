/**
 * The gateway's RSA/DES request encryption, server side (docs/gateway.md#server-decryption). Written independently of
 * shared/src/api/crypto.ts so that a layout bug on one side cannot cancel out on the other; only the arithmetic,
 * modPow, is shared (shared/src/util/mod-pow.ts, pinned to Node's RSA by its test).
 */
import CryptoJS from 'crypto-js';
import { generateKeyPairSync } from 'node:crypto';
import { modPow } from '#shared/util/mod-pow';

export interface RsaKey {
  n: bigint;
  d: bigint;
  /** Modulus as lower-case hex (what /wps/session/key/rsa answers). */
  modulusHex: string;
}

function b64urlToBigInt(s: string): bigint {
  return BigInt(`0x${Buffer.from(s, 'base64url').toString('hex') || '0'}`);
}

export interface StoredKey {
  n: string;
  d: string;
}

export function generateRsaKey(): StoredKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key export failed');
  return { n: jwk.n, d: jwk.d };
}

export function loadRsaKey(stored: StoredKey): RsaKey {
  const n = b64urlToBigInt(stored.n);
  const d = b64urlToBigInt(stored.d);
  return { n, d, modulusHex: n.toString(16) };
}

/** An `Encryption` header longer than any real key makes it: refused before any RSA work. */
export class EncryptionHeaderTooLarge extends Error {}

/** Longest DES key a client sends (the platform's client sends 16 characters). */
export const MAX_KEY_CHARS = 32;

/**
 * The most blocks and hex digits per block a real `Encryption` header has for this key: the client packs
 * 2 × (digits − 1) key bytes per block (digits = the modulus' 16-bit digits) and writes each block in
 * whole 4-character digits, never longer than the modulus. For the 1024-bit sandbox key: 1 block of at
 * most 256 hex characters.
 */
export function encryptionHeaderBounds(key: RsaKey): { blocks: number; blockHex: number } {
  const digits = Math.ceil(key.modulusHex.length / 4);
  return { blocks: Math.ceil(MAX_KEY_CHARS / (2 * (digits - 1))), blockHex: digits * 4 };
}

/** The RSA private-key step, c^d mod n; `modPow` on the calling thread, or a worker's (rsa-workers.ts). */
export type PrivateKeyStep = (c: bigint, key: RsaKey) => Promise<bigint>;

/** The header's blocks as numbers below n, checked before any RSA work. */
function headerBlocks(header: string, key: RsaKey): bigint[] {
  const bounds = encryptionHeaderBounds(key);
  // Checked on the raw length first: splitting a huge header is work too.
  if (header.length > bounds.blocks * (bounds.blockHex + 1) + 16) {
    throw new EncryptionHeaderTooLarge(`Encryption header is longer than a key needs (at most ${bounds.blocks} block of ${bounds.blockHex} hex digits)`);
  }
  const blocks = header.trim().split(/\s+/).filter(Boolean);
  if (blocks.length === 0) throw new Error('empty Encryption header');
  if (blocks.length > bounds.blocks || blocks.some((b) => b.length > bounds.blockHex)) {
    throw new EncryptionHeaderTooLarge(`Encryption header is longer than a key needs (at most ${bounds.blocks} block of ${bounds.blockHex} hex digits)`);
  }
  return blocks.map((block) => {
    if (!/^[0-9a-fA-F]+$/.test(block)) throw new Error('Encryption header is not hex');
    const c = BigInt(`0x${block}`);
    if (c >= key.n) throw new Error('Encryption block out of range');
    return c;
  });
}

/** The decrypted blocks m → the DES key: each integer's low byte first; trailing zero bytes dropped; characters reversed. */
function keyOfBlocks(decrypted: readonly bigint[]): string {
  const bytes: number[] = [];
  for (let m of decrypted) {
    while (m > 0n) {
      bytes.push(Number(m & 0xffn));
      m >>= 8n;
    }
  }
  while (bytes.length && bytes[bytes.length - 1] === 0) bytes.pop();
  const text = String.fromCharCode(...bytes);
  return Array.from(text).reverse().join('');
}

/**
 * `Encryption` header → DES key: each space-separated hex block c → m = c^d mod n → bytes with the
 * integer's low byte first; trailing zero bytes dropped; characters reversed (the client encrypts the
 * reversed key). On the calling thread: the gateway uses decryptRequestWith and a worker instead.
 */
export function decryptKeyHeader(header: string, key: RsaKey): string {
  return keyOfBlocks(headerBlocks(header, key).map((c) => modPow(c, key.d, key.n)));
}

export function desDecryptB64(cipherB64: string, key: string): string {
  return CryptoJS.DES.decrypt(cipherB64, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(
    CryptoJS.enc.Utf8,
  );
}

export function desEncryptB64(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

/** The three body shapes clients send: `{"value":"<b64>"}`, a JSON-quoted string, or the bare base64. */
export function cipherTextOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const t = body.trim();
    if (t.startsWith('"')) {
      try {
        const parsed: unknown = JSON.parse(t);
        return typeof parsed === 'string' ? parsed : undefined;
      } catch {
        return undefined;
      }
    }
    return t || undefined;
  }
  if (body && typeof body === 'object' && typeof (body as { value?: unknown }).value === 'string') return (body as { value: string }).value;
  return undefined;
}

/** The DES half of a decryption, once the key is known. */
function openPayload(cipher: string, desKey: string): unknown {
  if (desKey.length < 8) throw new Error('DES key too short');
  const plain = desDecryptB64(cipher.replace(/\s+/g, ''), desKey);
  if (!plain) throw new Error('DES decryption produced nothing');
  return JSON.parse(plain);
}

function cipherOf(header: string | undefined, body: unknown): string {
  if (!header) throw new Error('missing Encryption header');
  const cipher = cipherTextOf(body);
  if (!cipher || !/^[A-Za-z0-9+/=\s]+$/.test(cipher)) throw new Error('missing cipher text');
  return cipher;
}

/** Decrypts an encrypted call to its JSON payload on the calling thread; throws when it cannot be used. */
export function decryptRequest(header: string | undefined, body: unknown, key: RsaKey): unknown {
  const cipher = cipherOf(header, body);
  return openPayload(cipher, decryptKeyHeader(header ?? '', key));
}

/**
 * decryptRequest with the RSA private-key step done by `step` (a worker thread in the gateway): every check
 * that can refuse the call cheaply runs first, here.
 */
export async function decryptRequestWith(header: string | undefined, body: unknown, key: RsaKey, step: PrivateKeyStep): Promise<unknown> {
  const cipher = cipherOf(header, body);
  const blocks = headerBlocks(header ?? '', key);
  const decrypted: bigint[] = [];
  for (const c of blocks) decrypted.push(await step(c, key));
  return openPayload(cipher, keyOfBlocks(decrypted));
}
