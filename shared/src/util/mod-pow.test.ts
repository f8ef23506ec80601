import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { modPow } from './mod-pow';

const b64urlToBigInt = (s: string) => BigInt(`0x${Buffer.from(s, 'base64url').toString('hex')}`);
const toBytes = (v: bigint, length: number) => Buffer.from(v.toString(16).padStart(length * 2, '0'), 'hex');

describe('modPow', () => {
  it('computes small powers exactly', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(1234n, 0n, 97n)).toBe(1n);
    expect(modPow(1000n, 1n, 7n)).toBe(6n);
  });

  it("raises to e = 65537 as Node's raw RSA does, and the private exponent undoes it", () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    const jwk = privateKey.export({ format: 'jwk' });
    const n = b64urlToBigInt(jwk.n!);
    const d = b64urlToBigInt(jwk.d!);
    const m = n / 3n + 12345n;
    const c = modPow(m, 0x10001n, n);
    const node = publicEncrypt({ key: createPublicKey(privateKey), padding: constants.RSA_NO_PADDING }, toBytes(m, 128));
    expect(c.toString(16)).toBe(node.toString('hex').replace(/^0+/, ''));
    expect(modPow(c, d, n)).toBe(m);
  });
});
