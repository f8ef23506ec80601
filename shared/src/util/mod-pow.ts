/**
 * base^exponent mod modulus, square-and-multiply on BigInt: the raw RSA step of the gateway's request
 * encryption. One copy for the client (api/crypto.ts), the sandbox's decryption and the conformance check's
 * sealing: each keeps its own byte layout, which is where the sides could disagree; the arithmetic is
 * pinned by mod-pow.test.ts against Node's own RSA.
 */

// No imports: this module is compiled into the Node packages through `#shared/*` (their tsconfig.shared.json).
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}
