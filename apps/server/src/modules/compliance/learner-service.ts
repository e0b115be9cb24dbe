import type { LearnerComplianceReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { CourseRules } from '../catalog/index.js';
import { findLearnerProductOwner, findProductRules, findProductTimeFacts } from '../product/index.js';

/**
 * GET api/product/{lpId}/compliance: what the learner's regulator holds this course to, for the learner's own client
 * (decision 0130). The idle values drive the web's idle timeout; each reason is a key the client words in the
 * learner's language. Another learner's enrolment is 404.
 */
export async function learnerCompliance(ctx: AppContext, actor: SessionUser, lpId: number): Promise<LearnerComplianceReply> {
  const { db } = ctx.database;
  const owner = await findLearnerProductOwner(db, lpId);
  if (!owner || owner.userId !== actor.id) throw notFound('learner product');
  const [rules, product] = await Promise.all([findProductRules(db, owner.productId), findProductTimeFacts(db, owner.productId)]);
  const effective = await ctx.services.complianceRules.forProduct(db, owner.productId, {
    rules: new CourseRules(rules),
    minimumRequiredMinutes: product?.minimumRequiredMinutes ?? null,
  });
  return {
    learnerProductId: lpId,
    profiles: effective.bound,
    idle: effective.idle,
    validationRequired: Boolean(effective.personalValidation?.perHour),
    reasons: effective.reasons,
  };
}
