import { z } from 'zod';
import { idParam } from './inputs.js';

/** GET api/admin/learner-products/{id}/records (issue 28, decision 0182): the learner product whose record is archived. */
export const learnerRecordsParams = z.object({ id: idParam('id') });

/** The archive's manifest.json: every part with its SHA-256 (hex) and size; signed in manifest.jws (EdDSA). */
export const learnerRecordsManifest = z.object({
  format: z.literal('continuum-learner-records/1'),
  learnerProductId: z.number().int(),
  generatedAt: z.string(),
  parts: z.array(
    z.object({
      name: z.string(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      bytes: z.number().int().nonnegative(),
      hasData: z.boolean(),
    }),
  ),
});
export type LearnerRecordsManifest = z.infer<typeof learnerRecordsManifest>;
