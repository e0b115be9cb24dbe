import { eq } from 'drizzle-orm';
import { learnerProducts, products } from '../../apps/server/src/platform/db/schema/index.js';
import type { E2EServer } from './server.js';

/** Calendar date (UTC, as the server counts course days) `days` from today, as 'yyyy-mm-dd'. */
export function isoDay(days = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Enrols a user in one of the demo products (imported from content/courses on start) by its code, e.g.
 * RE-CE-2026, as a purchase would; optional course dates for products that require a start date. The learner
 * has already been welcomed (decision 0071), so the welcome-to-course modal does not stand in front of the
 * journey; a journey about it passes `welcomed: false`.
 */
export async function enrolInDemoProduct(
  server: E2EServer,
  userId: number,
  code: string,
  dates: { startDate: string; endDate: string } | null = null,
  options: { welcomed?: boolean } = {},
) {
  const db = server.database.db;
  const [product] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  if (!product) throw new Error(`no demo product ${code}`);
  const [lp] = await db
    .insert(learnerProducts)
    .values({
      userId,
      productId: product.id,
      status: 'IN_PROGRESS',
      createdAt: new Date(),
      welcomedAt: (options.welcomed ?? true) ? new Date() : null,
      ...(dates ? { startDate: dates.startDate, endDate: dates.endDate, expirationDate: dates.endDate } : {}),
    })
    .returning();
  if (!lp) throw new Error('enrolment failed');
  return { lp, product };
}
