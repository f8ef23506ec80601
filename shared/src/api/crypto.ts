/**
 * The gateway's payload encryption (docs/gateway.md#encryption), as the platform's own encrypt.js does it:
 * a random 16-character key DES-ECB/PKCS#7-encrypts the JSON body (CryptoJS uses the key's first 8
 * bytes); the key, reversed, is RSA-encrypted the way the old "BigInt/Barrett" JS library does it:
 * characters packed little-endian into 16-bit digits, blocks of 2 × (highest digit index) bytes, zero
 * padded, raw modular exponentiation with e = 65537, written as hex in 4-character digits.
 */
// DES and its encoders only, not the whole library (about a fifth of its size on the wire): tripledes
// defines CryptoJS.DES on the core object and brings cipher-core, enc-base64, md5 and evpkdf with it.
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { modPow } from '../util/mod-pow';

/** 61 characters: digits, upper case with `T` twice and no `Y`, lower case without `j`. */
export const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTTUVWXZabcdefghiklmnopqrstuvwxyz';
const RSA_EXPONENT = 0x10001n;

export function randomKey(length = 16, random: () => number = secureRandom): string {
  let key = '';
  for (let i = 0; i < length; i += 1) key += KEY_ALPHABET[Math.floor(random() * KEY_ALPHABET.length)];
  return key;
}

function secureRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 0) / 2 ** 32;
}

export function desEncrypt(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), {
    mode: ECB,
    padding: Pkcs7,
  }).toString();
}

export function desDecrypt(cipherBase64: string, key: string): string {
  return CryptoJS.DES.decrypt(cipherBase64, CryptoJS.enc.Utf8.parse(key), {
    mode: ECB,
    padding: Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
}

/** Customer-service links arrive as ciphertext with their 8-character key appended (docs/gateway.md#customer-service-links). */
export function decryptServiceLink(path: string): string {
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}

/** `encryptedString(new RSAKeyPair('10001', '', modulus), text)` of the old JS RSA library. */
export function rsaEncrypt(text: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.replace(/[^0-9a-fA-F]/g, '')}`);
  const digitCount = Math.ceil(modulus.toString(16).length / 4);
  const chunkSize = 2 * (digitCount - 1);
  const codes = Array.from(text, (c) => c.charCodeAt(0));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += chunkSize) {
    let block = 0n;
    for (let k = chunkSize - 1; k >= 0; k -= 1) block = (block << 8n) | BigInt(codes[i + k] ?? 0);
    const hex = modPow(block, RSA_EXPONENT, modulus).toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
}

export interface EncryptedPayload {
  /** Value of the `Encryption` header. */
  header: string;
  /** JSON body of current clients: `{ "value": "<DES base64>" }`. */
  body: { value: string };
}

export function encryptPayload(payload: unknown, modulusHex: string, key = randomKey()): EncryptedPayload {
  const reversed = Array.from(key).reverse().join('');
  return {
    header: rsaEncrypt(reversed, modulusHex),
    body: { value: desEncrypt(JSON.stringify(payload), key) },
  };
}
