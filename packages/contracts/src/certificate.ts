import { z } from 'zod';
import { DB_INT_MAX, text } from './inputs.js';

/** Verification codes: 16 characters of Crockford base 32 (no I, L, O, U), shown in groups of four. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** GET api/public/certificate/{code}: the code as printed (hyphens and case ignored). */
export const certificateCodeParams = z.object({
  code: text({ error: 'code is required' })
    .max(40, 'code must be at most 40 characters')
    .transform((v) => v.replace(/[-\s]/g, '').toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, 'code is not a certificate code')),
});

/** The public verification: what a regulator checks, nothing else personal (decision 0094). */
export const certificateVerification = z.object({
  code: z.string(),
  learnerName: z.string(),
  course: z.string(),
  completedOn: z.string(),
  hours: z.number(),
  /** VALID, REVOKED (by an administrator, with the reason) or EXPIRED (past expiresOn) (decision 0160). */
  status: z.enum(['VALID', 'REVOKED', 'EXPIRED']),
  expiresOn: z.string().nullable(),
  revokedOn: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** Where the signed Open Badges 3.0 credential is downloaded (GET api/public/certificate/{code}/credential). */
  credentialUrl: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

export const CertificateErrorCode = {
  /** 409: the learner product is not COMPLETE (incomplete or COMPLETE_FAIL). */
  NOT_COMPLETE: 'CERTIFICATE_NOT_COMPLETE',
  /** 409: staff read a certificate its learner has not asked for yet; a read by anyone else issues nothing. */
  NOT_ISSUED: 'CERTIFICATE_NOT_ISSUED',
} as const;

/** POST api/admin/certificates/{code}/revoke: the reason is kept with the revocation and shown on verification. */
export const certificateRevokeRequest = z.object({
  reason: text({ error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(500, 'reason must be at most 500 characters'),
});
export type CertificateRevokeRequest = z.infer<typeof certificateRevokeRequest>;

/**
 * A credential secured as a JWT, in the JSON form of VC Data Model 2.0 (§4.13 enveloped verifiable credentials):
 * the id is a data: URL holding the compact JWS (media type application/vc+jwt).
 */
export const envelopedCredential = z.object({
  '@context': z.string(),
  id: z.string(),
  type: z.literal('EnvelopedVerifiableCredential'),
});
export type EnvelopedCredential = z.infer<typeof envelopedCredential>;

/**
 * A JSON Web Key Set (RFC 7517 §5): the issuer's public Ed25519 keys (RFC 8037), the retired ones included. Named
 * fields, not a record: a z.record here put zod's record schema into every page that imports the contracts.
 */
export const credentialJwks = z.object({
  keys: z.array(z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() })),
});

/** GET api/public/credentials/status/{list}: lists are numbered from 0 (certificate ids 0-131,071 are list 0). */
export const statusListParams = z.object({
  list: z.coerce
    .number({ error: 'list must be a number' })
    .int({ error: 'list must be a whole number', abort: true })
    .min(0, { error: 'list must not be negative', abort: true })
    .max(Math.floor(DB_INT_MAX / 131_072), 'list is out of range'),
});

/** POST api/admin/credential-keys/rotate: no fields; the reply names the new key. */
export const credentialKeyRotateBody = z.object({}).strict();
export const credentialKeyRotateReply = z.object({ kid: z.string() });

/** GET api/public/issuer: the issuer's Open Badges profile (OB 3.0 §B.1.14), pointing at its keys. */
export const credentialIssuerProfile = z.object({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  url: z.string(),
  jwks: z.string(),
});

/** GET api/certificates: the caller's certificates (issue 28), each with its enrolment for the PDF's address. */
export const myCertificate = certificateVerification.extend({ learnerProductId: z.number().int() });
export type MyCertificate = z.infer<typeof myCertificate>;
export const myCertificatesReply = z.array(myCertificate);
