import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

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
