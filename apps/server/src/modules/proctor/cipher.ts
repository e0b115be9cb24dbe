import { examGateLimits } from '@continuum/contracts';
import { hmac, safeEqual } from '../../platform/crypto.js';

/**
 * The cipher of GET auth/checkCipher: the proctoring site hands it back when it has verified the learner.
 * `<unix seconds>.<base64url HMAC-SHA256(PROCTOR_SITE_SECRET, "proctor-cipher:v1:<learnerProductId>:<seconds>")>`.
 * Only the site and this server know the secret, so a learner cannot make one; it binds the learner product
 * and is fresh for examGateLimits.cipherMaxAgeMinutes (docs/decisions/0031-proctoring-site-and-cipher.md).
 */
export function makeCipher(secret: string, learnerProductId: number, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `${seconds}.${hmac(secret, `proctor-cipher:v1:${learnerProductId}:${seconds}`)}`;
}

/** Clocks of the site and this server may differ a little. */
const FUTURE_SKEW_SECONDS = 60;

/** True when the cipher is genuine for this learner product and neither stale nor from the future. */
export function verifyCipher(secret: string, cipher: string, learnerProductId: number, now: Date): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cipher);
  if (!match?.[1] || !match[2]) return false;
  const seconds = Number(match[1]);
  const age = Math.floor(now.getTime() / 1000) - seconds;
  if (age > examGateLimits.cipherMaxAgeMinutes * 60 || age < -FUTURE_SKEW_SECONDS) return false;
  return safeEqual(match[2], hmac(secret, `proctor-cipher:v1:${learnerProductId}:${seconds}`));
}

/** Signature of the launch link, so the site knows the learner product and time came from us. */
export function launchSignature(secret: string, learnerProductId: number, seconds: number): string {
  return hmac(secret, `proctor-launch:v1:${learnerProductId}:${seconds}`);
}
