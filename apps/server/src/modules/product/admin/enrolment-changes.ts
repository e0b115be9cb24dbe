import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { learnerProducts, products } from '../../../platform/db/schema/index.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { userIdentities } from '../../account/index.js';
import { audit } from '../../audit/index.js';

// Administrators' changes to one enrolment (decision 0078): extend, withdraw, reinstate. Each is one
// transaction with its audit row (actor and reason).

/** The enrolment with its learner and product, withdrawn or not (the admin screens see every one). */
export async function findEnrolmentForAdmin(ctx: AppContext, id: number) {
  const { db } = ctx.database;
  const who = userIdentities(db);
  const [row] = await db
    .select({
      id: learnerProducts.id,
      userId: learnerProducts.userId,
      productId: learnerProducts.productId,
      rootNodeId: products.rootNodeId,
      login: who.login,
      firstName: who.firstName,
      lastName: who.lastName,
      productCode: products.code,
      productName: products.name,
      status: learnerProducts.status,
      startDate: learnerProducts.startDate,
      endDate: learnerProducts.endDate,
      withdrawnAt: learnerProducts.withdrawnAt,
    })
    .from(learnerProducts)
    .innerJoin(who, eq(who.id, learnerProducts.userId))
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(eq(learnerProducts.id, id))
    .limit(1);
  if (!row) throw notFound('enrolment');
  return row;
}
export type EnrolmentForAdmin = Awaited<ReturnType<typeof findEnrolmentForAdmin>>;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/**
 * Extends the end date by `days`: from the end date, or from yesterday when the course already ended, so an
 * expired learner gets `days` days from today. An expired status comes back to IN_PROGRESS; an expiration
 * date before the new end moves with it. An enrolment without an end date has nothing to extend (409).
 */
export async function extendEnrolment(ctx: AppContext, actor: SessionUser, id: number, days: number, reason: string) {
  const row = await findEnrolmentForAdmin(ctx, id);
  if (!row.endDate) throw new AppError('ENROLMENT_HAS_NO_END_DATE', 409, 'This enrolment has no end date to extend');
  const yesterday = addDays(isoDay(ctx.clock.now()), -1);
  const from = row.endDate.localeCompare(yesterday) < 0 ? yesterday : row.endDate;
  const endDate = addDays(from, days);
  await ctx.database.db.transaction(async (tx) => {
    const [lp] = await tx.select().from(learnerProducts).where(eq(learnerProducts.id, id)).for('update');
    const expiration = lp?.expirationDate && lp.expirationDate < endDate ? { expirationDate: endDate } : {};
    const status = lp?.status === 'EXPIRED' ? { status: 'IN_PROGRESS' } : {};
    await tx
      .update(learnerProducts)
      .set({ endDate, ...expiration, ...status })
      .where(eq(learnerProducts.id, id));
    await audit(tx, ctx.clock, actor.login, 'ENROLMENT_EXTENDED', {
      learnerProductId: String(id),
      previousEndDate: row.endDate ?? '',
      endDate,
      days: String(days),
      reason,
    });
  });
  return { endDate };
}

/** Withdraws (true) or reinstates (false) an enrolment; its data is kept either way. */
export async function setEnrolmentWithdrawn(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  withdrawn: boolean,
  reason: string,
): Promise<void> {
  const row = await findEnrolmentForAdmin(ctx, id);
  if (withdrawn && row.withdrawnAt) throw new AppError('ENROLMENT_ALREADY_WITHDRAWN', 409, 'This enrolment is already withdrawn');
  if (!withdrawn && !row.withdrawnAt) throw new AppError('ENROLMENT_NOT_WITHDRAWN', 409, 'This enrolment is not withdrawn');
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(learnerProducts)
      .set({ withdrawnAt: withdrawn ? ctx.clock.now() : null })
      .where(eq(learnerProducts.id, id));
    await audit(tx, ctx.clock, actor.login, withdrawn ? 'ENROLMENT_WITHDRAWN' : 'ENROLMENT_REINSTATED', {
      learnerProductId: String(id),
      login: row.login,
      productCode: row.productCode,
      reason,
    });
  });
}
