import { hkdfSync } from 'node:crypto';
import { CE_ORDER_ACTIONS } from '@continuum/contracts';
import { hmac, safeEqual } from '../../platform/crypto.js';

/** What a signed external affidavit link carries (decision 0093): who signs, for which course, and what follows. */
export interface ExternalLink {
  externalUserId: string;
  externalEnrollmentId: string;
  /** The product whose rules shape the form. */
  productCode: string;
  action: (typeof CE_ORDER_ACTIONS)[number];
  url: string | null;
  /** Unix seconds after which the link no longer opens. */
  expiresAt: number;
}

/** The links' HMAC key, derived from the PII key so every instance that can seal can also check links. */
export function externalLinkKey(piiKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', piiKey, 'continuum', 'affidavit-links/v1', 32));
}

/** `<base64url JSON>.<HMAC>`: the token of /affidavit?token=..., made by whoever sends the learner there. */
export function signExternalAffidavitLink(key: Buffer, link: ExternalLink): string {
  const body = Buffer.from(JSON.stringify(link)).toString('base64url');
  return `${body}.${hmac(key.toString('base64url'), `affidavit-link:v1:${body}`)}`;
}

/** The link when the token is genuine and not expired, else null. */
export function verifyExternalAffidavitLink(key: Buffer, token: string, now: Date): ExternalLink | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, hmac(key.toString('base64url'), `affidavit-link:v1:${body}`))) return null;
  let link: ExternalLink;
  try {
    link = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ExternalLink;
  } catch {
    return null;
  }
  if (typeof link.expiresAt !== 'number' || link.expiresAt * 1000 < now.getTime()) return null;
  if (typeof link.externalUserId !== 'string' || typeof link.externalEnrollmentId !== 'string') return null;
  if (typeof link.productCode !== 'string' || !CE_ORDER_ACTIONS.includes(link.action)) return null;
  return link;
}
