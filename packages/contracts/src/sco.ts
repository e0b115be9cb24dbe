import { z } from 'zod';
import { idParam, isStorableText } from './inputs.js';

/** Largest SCORM runtime data a commit may carry (the whole CMI model as JSON): 2004's suspend_data alone is 64 000 chars. */
export const SCO_RUNTIME_MAX_CHARS = 256 * 1024;

/** GET/PUT api/lesson/{lpId}/{lessonId}/sco/{slideId}/runtime. */
export const scoRuntimeParams = z.object({
  lpId: idParam('lpId'),
  lessonId: idParam('lessonId'),
  slideId: idParam('slideId'),
});

/**
 * The CMI data model as the runtime (scorm-again) commits it: `cmi` is its JSON (cmi.core.* for SCORM 1.2, cmi.* for
 * 2004). Bounded as a whole; the server reads the few fields progression needs and keeps the rest to resume.
 */
export const scoRuntimeBody = z.object({
  cmi: z
    .record(z.string(), z.unknown())
    .refine((cmi) => JSON.stringify(cmi).length <= SCO_RUNTIME_MAX_CHARS, {
      message: `cmi is larger than ${SCO_RUNTIME_MAX_CHARS} characters`,
    })
    .refine((cmi) => isStorableText(JSON.stringify(cmi)), { message: 'cmi holds characters that cannot be stored' }),
});
export type ScoRuntimeBody = z.infer<typeof scoRuntimeBody>;

/** The learner's runtime data for a SCO and what the server read from it. */
export const scoRuntimeReply = z.object({
  cmi: z.record(z.string(), z.unknown()).nullable(),
  completionStatus: z.string(),
  successStatus: z.string(),
  scoreScaled: z.number().nullable(),
  /** The slide counts as done (completed, and passed where a mastery score asks it). */
  done: z.boolean(),
});
export type ScoRuntimeReply = z.infer<typeof scoRuntimeReply>;

/** GET asset-storage/sco/{lpId}/{lessonId}/{slideId}/{path}: a file of a SCORM package, on our own origin. */
export const scoFileParams = z.object({
  lpId: idParam('lpId'),
  lessonId: idParam('lessonId'),
  slideId: idParam('slideId'),
  '*': z.string().min(1, 'path is required').max(1000),
});

/** Where the browser launches a SCO from: the package's files keep their relative paths below this address. */
export const scoFileBase = (lpId: number, lessonId: number, slideId: number) =>
  `/asset-storage/sco/${lpId}/${lessonId}/${slideId}/`;
