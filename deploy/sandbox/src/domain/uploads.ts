/**
 * Image uploads of the member pages (withdrawal proof, activity applications): png or jpg only, at most
 * 5 MB each (docs/product.md#field-rules). Sent as data URLs in JSON; the type is read from the bytes,
 * not trusted from the label.
 */
import { GatewayError } from '../gateway/envelope.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A JSON body carrying up to three images of 5 MB, base64-encoded. */
export const IMAGE_BODY_LIMIT = 3 * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

export interface UploadedImage {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
}

function sniff(b: Buffer): UploadedImage['type'] | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decodes and checks one image; refuses with `upload.type` or `upload.size` (the client's texts for both). */
export function readImage(value: unknown): UploadedImage {
  // The header by a regex, the payload by a scan for a stray character: one regex capturing megabytes of
  // base64 can exhaust V8's regex stack (a RangeError, so a 500 instead of upload.size).
  const header = typeof value === 'string' ? /^data:image\/(?:png|jpe?g);base64,/.exec(value.slice(0, 32)) : null;
  const payload = header ? (value as string).slice(header[0].length) : '';
  if (!header || !payload || /[^A-Za-z0-9+/=]/.test(payload)) throw new GatewayError(200, 'upload.type', 'Images must be png or jpg');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new GatewayError(200, 'upload.size', 'Images must be at most 5MB');
  const type = sniff(bytes);
  if (!type) throw new GatewayError(200, 'upload.type', 'Images must be png or jpg');
  return { bytes, type };
}
