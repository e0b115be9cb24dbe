import { and, asc, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';

/** A completed enrolment with who its learner is, as the regulator roster lists it (decision 0098). */
export interface CompletedLearnerProduct {
  id: number;
  userId: number;
  status: string;
  completedAt: Date;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * Enrolments of a product completed in [from, toExclusive), oldest completion first, at most `limit` rows.
 * Withdrawn enrolments are left out, as in every other read of learner products.
 */
export async function findCompletedLearnerProducts(
  db: Db,
  q: { productId: number; from: Date; toExclusive: Date; limit: number },
): Promise<CompletedLearnerProduct[]> {
  const learner = userIdentities(db);
  const rows = await db
    .select({
      id: learnerProducts.id,
      userId: learnerProducts.userId,
      status: learnerProducts.status,
      completedAt: learnerProducts.completedAt,
      login: learner.login,
      firstName: learner.firstName,
      lastName: learner.lastName,
      email: learner.email,
    })
    .from(learnerProducts)
    .innerJoin(learner, eq(learner.id, learnerProducts.userId))
    .where(
      and(
        eq(learnerProducts.productId, q.productId),
        isNotNull(learnerProducts.completedAt),
        gte(learnerProducts.completedAt, q.from),
        lt(learnerProducts.completedAt, q.toExclusive),
        // A withdrawn enrolment is reached by nobody (decision 0078).
        isNull(learnerProducts.withdrawnAt),
      ),
    )
    .orderBy(asc(learnerProducts.completedAt), asc(learnerProducts.id))
    .limit(q.limit);
  return rows.map((r) => ({ ...r, completedAt: r.completedAt as Date }));
}

/** A learner's completed enrolments (any product, withdrawn ones left out): what a repeat rule looks at (decision 0132). */
export async function findUserCompletions(db: Db, userId: number): Promise<{ productId: number; completedAt: Date }[]> {
  const rows = await db
    .select({ productId: learnerProducts.productId, completedAt: learnerProducts.completedAt })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.userId, userId), isNotNull(learnerProducts.completedAt), isNull(learnerProducts.withdrawnAt)));
  return rows.flatMap((r) => (r.completedAt ? [{ productId: r.productId, completedAt: r.completedAt }] : []));
}
