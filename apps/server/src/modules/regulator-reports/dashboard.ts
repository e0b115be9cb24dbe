import type { ReportBlockReason, ReportDashboard } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { addDays, dayInZone } from './deadline.js';
import { unsettledItemsWithProducts } from './search-repo.js';

type Row = ReportDashboard['rows'][number];

/**
 * GET api/admin/regulator-reports/dashboard: items not yet accepted, counted by regulator and product. Exported ones
 * only await the regulator's result; the others are open (rejected ones are back in the queue). "Today" is each item's
 * own zone's today; this week is today and the six days after; overdue is past its due day (LATE or not yet
 * marked); blocked counts each reason. Exportable ids are the open items nothing blocks (the one-click export).
 */
export async function reportDashboard(ctx: AppContext): Promise<ReportDashboard> {
  const now = ctx.clock.now();
  const rows = new Map<string, Row>();
  const reasons = new Map<string, Map<ReportBlockReason, number>>();
  for (const { item, productName } of await unsettledItemsWithProducts(ctx.database.db)) {
    const key = `${item.regulator}\u0000${item.productId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        regulator: item.regulator,
        productId: item.productId,
        productName,
        dueToday: 0,
        dueThisWeek: 0,
        overdue: 0,
        blocked: 0,
        awaitingResult: 0,
        rejected: 0,
        blockedReasons: [],
        exportableIds: [],
      };
      rows.set(key, row);
      reasons.set(key, new Map());
    }
    if (item.status === 'EXPORTED') {
      row.awaitingResult++;
      continue;
    }
    if (item.status === 'REJECTED') row.rejected++;
    const today = dayInZone(now, item.zone);
    if (item.dueOn < today) row.overdue++;
    else if (item.dueOn === today) row.dueToday++;
    if (item.dueOn >= today && item.dueOn <= addDays(today, 6, 'CALENDAR')) row.dueThisWeek++;
    if (item.blockedReason) {
      row.blocked++;
      const byReason = reasons.get(key) as Map<ReportBlockReason, number>;
      const reason = item.blockedReason as ReportBlockReason;
      byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    } else row.exportableIds.push(item.id);
  }
  for (const [key, row] of rows)
    row.blockedReasons = [...(reasons.get(key) ?? [])]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => a.reason.localeCompare(b.reason));
  return {
    rows: [...rows.values()].sort((a, b) => a.regulator.localeCompare(b.regulator) || a.productName.localeCompare(b.productName)),
  };
}
