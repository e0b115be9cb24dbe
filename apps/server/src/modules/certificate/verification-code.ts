import { randomBytes } from 'node:crypto';

// Crockford base 32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new verification code: 16 characters (80 random bits), matching CERTIFICATE_CODE_PATTERN. */
export function newVerificationCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/** The code as printed: four groups of four. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
