import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { learnerProducts, products, users } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { canReadLearnerProduct } from '../product/index.js';

/** GET api/product/{id}/student-info: who the learner of this product is. */
export async function studentInfo(app: AppContext, actor: SessionUser, lpId: number) {
  const [row] = await app.database.db
    .select({ lp: learnerProducts, user: users, product: products })
    .from(learnerProducts)
    .innerJoin(users, eq(users.id, learnerProducts.userId))
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(eq(learnerProducts.id, lpId))
    .limit(1);
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
