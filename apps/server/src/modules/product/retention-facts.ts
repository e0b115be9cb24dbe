import { count, inArray, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts } from '../../platform/db/schema/index.js';

/** A product's enrolments as the retention check needs them: counts and the first and last completion. */
export interface EnrolmentRetentionFacts {
  productId: number;
  enrolments: number;
  /** Not completed (open, or withdrawn before completing): kept, their retention has not started. */
  notCompleted: number;
  firstCompletedAt: Date | null;
  lastCompletedAt: Date | null;
  /** Completed before the given cutoff (their retention period has run out). */
  completedBeforeCutoff: number;
}

/** Per product, its enrolments' retention facts; `cutoffs` maps a product to the completion time before which its period ended. */
export async function enrolmentRetentionFacts(db: Db, cutoffs: Map<number, Date>): Promise<EnrolmentRetentionFacts[]> {
  const ids = [...cutoffs.keys()];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      productId: learnerProducts.productId,
      enrolments: count(),
      notCompleted: sql<number>`count(*) filter (where ${learnerProducts.completedAt} is null)`,
      firstCompletedAt: min(learnerProducts.completedAt),
      lastCompletedAt: max(learnerProducts.completedAt),
    })
    .from(learnerProducts)
    .where(inArray(learnerProducts.productId, ids))
    .groupBy(learnerProducts.productId);
  const out: EnrolmentRetentionFacts[] = [];
  for (const r of rows) {
    const cutoff = cutoffs.get(r.productId) as Date;
    const [expired] = await db
      .select({ n: count() })
      .from(learnerProducts)
      .where(sql`${learnerProducts.productId} = ${r.productId} and ${learnerProducts.completedAt} < ${cutoff.toISOString()}`);
    out.push({
      productId: r.productId,
      enrolments: Number(r.enrolments),
      notCompleted: Number(r.notCompleted),
      firstCompletedAt: r.firstCompletedAt ? new Date(r.firstCompletedAt) : null,
      lastCompletedAt: r.lastCompletedAt ? new Date(r.lastCompletedAt) : null,
      completedBeforeCutoff: Number(expired?.n ?? 0),
    });
  }
  return out;
}
