import type { Db } from '../../platform/db/client.js';
import { findProductSlidesOfTypes } from '../catalog/index.js';
import type { LearnerContext } from '../progression/index.js';

/**
 * The assignment keys this learner need not answer before a final exam (issue 25 item 39): every lesson that asks the
 * assignment sits in a part of the course that is exempt (an administrator's mark or EXEMPT_IF_COMPLETE) or optional
 * for them. An assignment no lesson asks stays required.
 */
export async function excusedAssignmentKeys(db: Db, learner: LearnerContext): Promise<string[]> {
  const slides = await findProductSlidesOfTypes(db, learner.product.id, ['ASSIGNMENT']);
  const required = new Map<string, boolean>();
  for (const slide of slides) {
    const key = (slide.data as { assignmentKey?: unknown }).assignmentKey;
    if (typeof key !== 'string') continue;
    const s = learner.progression.states.get(slide.nodeId);
    const excused = Boolean(s && (s.exempt || s.ancestorExempt || s.optional || s.ancestorOptional));
    required.set(key, (required.get(key) ?? false) || !excused);
  }
  return [...required].filter(([, needed]) => !needed).map(([key]) => key);
}
