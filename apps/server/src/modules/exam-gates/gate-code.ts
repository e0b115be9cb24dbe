import { createHmac, randomInt } from 'node:crypto';
import { examGateLimits, type GateCodeKind } from '@continuum/contracts';

/** Crockford base32: no I, L, O or U, so codes read aloud or copied from paper survive. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new random code, grouped for reading: XXXX-XXXX. */
export function generateCode(): string {
  let raw = '';
  for (let i = 0; i < examGateLimits.codeLength; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/** What is hashed: upper case without separators, with the look-alikes Crockford folds (O->0, I/L->1). */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Keyed HMAC of the normalized code; the kind is mixed in so an access code never opens a proctor gate. */
export function hashCode(key: Buffer, kind: GateCodeKind, code: string): string {
  return createHmac('sha256', key)
    .update(`${kind}:${normalizeCode(code)}`)
    .digest('base64url');
}
