import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { canReadLearnerProduct, findLearnerProductWithLearner } from '../product/index.js';

/** GET api/product/{id}/student-info: who the learner of this product is. */
export async function studentInfo(ctx: AppContext, actor: SessionUser, lpId: number) {
  const row = await findLearnerProductWithLearner(ctx.database.db, lpId);
  if (!row || !canReadLearnerProduct(actor, row.lp)) throw notFound('learner product');
  return {
    learnerProductId: row.lp.id,
    login: row.user.login,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    courseTitle: row.product.name,
    externalUserId: row.lp.externalUserId,
    externalEnrollmentId: row.lp.externalEnrollmentId,
    startDate: row.lp.startDate,
    endDate: row.lp.endDate,
  };
}
