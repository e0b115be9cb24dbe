import { z } from 'zod';
import { text } from './inputs.js';

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
});
export type CertificateVerification = z.infer<typeof certificateVerification>;

export const CertificateErrorCode = {
  /** 409: the learner product is not COMPLETE (incomplete or COMPLETE_FAIL). */
  NOT_COMPLETE: 'CERTIFICATE_NOT_COMPLETE',
  /** 409: staff read a certificate its learner has not asked for yet; a read by anyone else issues nothing. */
  NOT_ISSUED: 'CERTIFICATE_NOT_ISSUED',
} as const;
