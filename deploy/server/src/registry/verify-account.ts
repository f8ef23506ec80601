/**
 * A merchant's test account for `tessera release verify`: its password sealed at rest, and the sign-in the registry
 * makes with it on the merchant's gateway (the in-process sandbox, or the proxied one), so the check's browser gets a
 * session and the password never leaves this server.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { endpoints } from '#shared/api/endpoints';
import { DEFAULT_WIRE } from '#shared/api/wire';
import { seal } from '../conformance/seal.js';

/** The sealing key: derived from the ops token, like the override links' (a new token makes the stored passwords unreadable: set them again). */
export function verifyAccountKey(opsToken: string): Buffer {
  return createHmac('sha256', opsToken).update('tessera verify accounts v1').digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url; the merchant is bound in as associated data. */
export function sealPassword(key: Buffer, merchant: string, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(merchant));
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The password, or undefined when the seal is not this key's (the ops token changed) or not this merchant's. */
export function openPassword(key: Buffer, merchant: string, sealed: string): string | undefined {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(merchant));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** One call to the gateway as the apps make it (the server answers it itself: app.inject). */
export type GatewayCall = (request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: unknown }) => Promise<{ status: number; text: string }>;

/** Why a sign-in failed, in words for the person who runs the check. */
export class SignInError extends Error {}

/** Signs in as the test account; answers the session token (what the apps keep in session storage). */
export async function signIn(gateway: GatewayCall, merchant: string, account: string, password: string): Promise<string> {
  const base = { ...DEFAULT_WIRE.headers, merchant, language: 'EN' };
  const key = await gateway({ method: 'GET', url: `${endpoints.rsaKey.path}?t=${Date.now()}`, headers: { ...base, 'Cache-Control': 'no-cache' } });
  const modulus = key.text.trim().replace(/^"|"$/g, '');
  if (key.status !== 200 || !/^[0-9a-f]{64,}$/i.test(modulus)) throw new SignInError(`the gateway gave no RSA key (HTTP ${key.status})`);
  const sealed = seal({ username: account, password, captcha: '', type: 'username' }, modulus);
  const answer = await gateway({
    method: 'POST',
    url: endpoints.login.path,
    headers: { ...base, Encryption: sealed.header, 'Content-Type': 'application/json' },
    body: sealed.body,
  });
  let body: { success?: boolean; errorCode?: string; message?: string; value?: { token?: unknown } } = {};
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    // not JSON: told below
  }
  if (body.success && typeof body.value?.token === 'string') return body.value.token;
  throw new SignInError(`the gateway refused ${account} (HTTP ${answer.status}${body.errorCode ? `, ${body.errorCode}` : ''}${body.message ? `: ${body.message}` : ''})`);
}
