import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { learnerProducts } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { findLearnerProductOwner } from './learner-product-reads.js';
import { canWriteLearnerProduct } from './policy.js';

/**
 * POST api/product/{lpId}/welcome: the learner closed the welcome-to-course modal (decision 0071). The first
 * time is kept; anyone but the learner gets 404, so an administrator looking at the product does not use up
 * the learner's welcome.
 */
export async function markWelcomed(ctx: AppContext, actor: SessionUser, lpId: number): Promise<void> {
  const { db } = ctx.database;
  const owner = await findLearnerProductOwner(db, lpId);
  if (!owner || !canWriteLearnerProduct(actor, owner)) throw notFound('learner product');
  await db
    .update(learnerProducts)
    .set({ welcomedAt: ctx.clock.now() })
    .where(and(eq(learnerProducts.id, lpId), isNull(learnerProducts.welcomedAt)));
}
