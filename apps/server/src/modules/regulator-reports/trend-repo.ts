import { asc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { regulatorReportExports as exports, regulatorReportItems as items } from '../../platform/db/schema/index.js';

export interface TrendItemRow {
  completedOn: string;
  dueOn: string;
  zone: string;
  /** When a file first carried the item (a re-export later does not move it), or null. */
  firstExportedAt: Date | null;
}

/** Items completed on or after `fromDay`, each with the instant of the first export that carried it. */
export async function itemsCompletedSince(db: Db, fromDay: string): Promise<TrendItemRow[]> {
  const rows = await db
    .select({
      completedOn: items.completedOn,
      dueOn: items.dueOn,
      zone: items.zone,
      // Qualified by hand: inside the subquery drizzle would render a bare "id", which is the export's.
      firstExportedAt: sql<
        string | Date | null
      >`(select min(e.created_at) from ${exports} e where e.item_ids @> jsonb_build_array(${sql.raw('"regulator_report_items"."id"')}))`,
    })
    .from(items)
    .where(gte(items.completedOn, fromDay))
    .orderBy(asc(items.completedOn));
  return rows.map((r) => ({ ...r, firstExportedAt: r.firstExportedAt === null ? null : new Date(r.firstExportedAt) }));
}
