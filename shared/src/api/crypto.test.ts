import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { decryptServiceLink, desDecrypt, desEncrypt, encryptPayload, KEY_ALPHABET, randomKey, rsaEncrypt } from './crypto';

const b64urlToBigInt = (s: string) => BigInt(`0x${Buffer.from(s, 'base64url').toString('hex')}`);

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { n: b64urlToBigInt(jwk.n!), d: b64urlToBigInt(jwk.d!) };
}

function modPow(b: bigint, e: bigint, m: bigint) {
  let r = 1n;
  b %= m;
  for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
}

/** The gateway side (docs/gateway.md#server-decryption): c^d mod n, bytes little-endian, drop trailing zeros. */
function rsaDecrypt(hex: string, n: bigint, d: bigint): string {
  let m = modPow(BigInt(`0x${hex}`), d, n);
  const bytes: number[] = [];
  while (m > 0n) {
    bytes.push(Number(m & 0xffn));
    m >>= 8n;
  }
  return String.fromCharCode(...bytes);
}

describe('gateway encryption', () => {
  it('draws keys from the 61-character alphabet', () => {
    expect(KEY_ALPHABET).toHaveLength(61);
    expect(KEY_ALPHABET).not.toMatch(/[Yj]/);
    expect(randomKey()).toMatch(/^[0-9A-Za-z]{16}$/);
  });

  it('RSA-encrypts one block as hex in 4-digit groups that the private key opens', () => {
    const { n, d } = keyPair();
    const hex = rsaEncrypt('abcDEF0123456789', n.toString(16));
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(hex.length % 4).toBe(0);
    expect(rsaDecrypt(hex, n, d)).toBe('abcDEF0123456789');
  });

  it('seals a payload the gateway can open: reversed key in the header, DES-ECB body', () => {
    const { n, d } = keyPair();
    const sealed = encryptPayload({ username: 'player01', password: 'secret' }, n.toString(16), 'K3yK3yK3yK3yK3y9');
    const reversedKey = rsaDecrypt(sealed.header, n, d);
    const key = [...reversedKey].reverse().join('');
    expect(key).toBe('K3yK3yK3yK3yK3y9');
    expect(JSON.parse(desDecrypt(sealed.body.value, key))).toEqual({ username: 'player01', password: 'secret' });
    expect(sealed.body.value).not.toContain('secret');
  });

  it('uses DES with only the first 8 key bytes, as CryptoJS does', () => {
    const a = desEncrypt('hello', '12345678AAAAAAAA');
    expect(CryptoJS.DES.decrypt(a, CryptoJS.enc.Utf8.parse('12345678'), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8)).toBe('hello');
  });

  it('decrypts customer-service links: ciphertext followed by its 8-character key', () => {
    const link = desEncrypt('https://chat.example/room', 'abcdefgh') + 'abcdefgh';
    expect(decryptServiceLink(link)).toBe('https://chat.example/room');
  });
});
