import { z } from 'zod';
import { idParam } from './inputs.js';

/**
 * Issue 19, identity checks (decision 0097). A passed typing-pattern or signature check opens a learner
 * product's course for this many hours; after that (or after a later failure) the server asks again.
 */
export const IDENTITY_CHECK_VALID_HOURS = 12;

/** Default of the IDENTITY_EVIDENCE_RETENTION_DAYS setting: raw samples of closed products kept 7 years. */
export const IDENTITY_EVIDENCE_RETENTION_DAYS_DEFAULT = 2555;

/** GET api/admin/identity-evidence/{lpId}. */
export const identityEvidenceParams = z.object({ lpId: idParam('lpId') });
export type IdentityEvidenceParams = z.infer<typeof identityEvidenceParams>;

const result = z.enum(['PASS', 'FAIL']).nullable();
/** ISO 8601 instants (UTC), or null when the event never happened. */
const at = z.string().nullable();

/**
 * The identity-evidence record of one learner product: what a regulator report cites. The shape is stable
 * (version 1); fields are added, never renamed or removed, without a new version.
 */
export const identityEvidenceRecord = z.object({
  version: z.literal(1),
  learnerProductId: z.number().int(),
  userId: z.number().int(),
  login: z.string(),
  courseTitle: z.string(),
  generatedAt: z.string(),
  requirements: z.object({
    typing: z.boolean(),
    signature: z.boolean(),
    photoId: z.boolean(),
  }),
  typing: z.object({
    enrolled: z.boolean(),
    lastResult: result,
    lastScore: z.number().int().nullable(),
    lastVerifiedAt: at,
    failures: z.number().int(),
  }),
  signature: z.object({
    enrolled: z.boolean(),
    lastResult: result,
    lastAt: at,
    lastPurpose: z.enum(['COURSE', 'EXAM']).nullable(),
  }),
  photoId: z.object({
    submitted: z.boolean(),
    submittedAt: at,
  }),
  securityQuestions: z.object({
    answered: z.number().int(),
    lastAnsweredAt: at,
  }),
});
export type IdentityEvidenceRecord = z.infer<typeof identityEvidenceRecord>;
