/**
 * The gateway's request encryption, written for the conformance check from the scheme in docs/gateway.md#encryption
 * (not from the client's or the sandbox's code, so a layout mistake in either cannot cancel out here; only the
 * arithmetic, shared/src/util/mod-pow.ts, is common to all three): a random
 * 16-character key; the JSON payload DES-ECB/PKCS#7 under the key's first 8 bytes, base64; the reversed key as a
 * little-endian integer raised to 65537 modulo the gateway's modulus, in hex.
 */
import CryptoJS from 'crypto-js';
import { randomInt } from 'node:crypto';
import { modPow } from '#shared/util/mod-pow';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTTUVWXZabcdefghiklmnopqrstuvwxyz';

/** `{ header, body }` for an encrypted call: the `Encryption` header and the `{"value": …}` body. */
export function seal(payload: unknown, modulusHex: string): { header: string; body: { value: string } } {
  const key = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const cipher = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(key.slice(0, 8)), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  const reversed = [...key].reverse();
  // Character i is byte i of the integer, lowest first.
  let m = 0n;
  for (let i = reversed.length - 1; i >= 0; i--) m = (m << 8n) | BigInt(reversed[i]!.charCodeAt(0));
  const c = modPow(m, 0x10001n, BigInt(`0x${modulusHex}`));
  const hex = c.toString(16);
  return { header: hex.padStart(Math.ceil(hex.length / 4) * 4, '0'), body: { value: cipher.toString() } };
}
