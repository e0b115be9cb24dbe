import { randomBytes } from 'node:crypto';
import { csrfTokens } from '../../apps/server/src/platform/auth/csrf-plugin.js';

/** The XSRF tokens the server would issue to sessions `bench1` .. `bench<count>`, signed with its own signer. */
export function benchXsrfTokens(secret: string, count: number): string[] {
  const { sign } = csrfTokens(secret);
  return Array.from({ length: count }, (_, i) => sign(randomBytes(12).toString('base64url'), `bench${i + 1}`));
}
