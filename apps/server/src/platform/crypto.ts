import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Keys and session secrets are stored as sha256 only. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/**
 * Constant-time comparison of `expected` with `value` from index `start` to its end, without copying that
 * part out (for a secret inside a cookie value, checked on every request). Only the length may differ in time.
 */
export function safeEqualAt(expected: string, value: string, start: number): boolean {
  if (value.length - start !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ value.charCodeAt(start + i);
  return diff === 0;
}

// Sealing stored secrets (PII, biometric templates): moved here from exam-gates so several modules share it.

const VERSION = 'v1';

/** Which key sealed a value, so a rotated key fails clearly instead of decrypting garbage. */
function keyId(key: Buffer): string {
  return createHmac('sha256', key).update('continuum/key-id').digest('base64url').slice(0, 8);
}

/**
 * AES-256-GCM with a random 96-bit IV. `context` is bound as associated data (e.g. the learner product and
 * exam), so a sealed value copied to another row does not open.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, keyId(key), iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens what `seal` made with the same key and context; throws on any mismatch or tampering. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, id, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  if (id !== keyId(key)) throw new Error('sealed with another key');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A 32-byte key for one purpose, derived from the server secret (HKDF-SHA256). */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'continuum', purpose, 32));
}
