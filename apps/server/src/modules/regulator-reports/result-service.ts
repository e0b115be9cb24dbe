import type { ReportItem, ReportResultBody } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { itemView } from './item-view.js';
import * as repo from './repo.js';
import { findItemsWithLearners } from './search-repo.js';

export const AUDIT_REPORT_RESULT = 'REGULATOR_REPORT_RESULT';

/**
 * POST api/admin/regulator-reports/{id}/result: what the regulator answered for an exported item. ACCEPTED closes
 * it; REJECTED records the regulator's reason and puts it back in the queue (exportable again, no reason needed).
 */
export async function recordResult(ctx: AppContext, actor: SessionUser, id: number, body: ReportResultBody): Promise<ReportItem> {
  return ctx.database.db.transaction(async (tx) => {
    const [item] = await repo.lockItems(tx, [id]);
    if (!item) throw notFound('report item');
    if (item.status !== 'EXPORTED')
      throw new AppError(
        'REPORT_ITEM_NOT_EXPORTED',
        409,
        `report item ${id} is ${item.status}: only an exported item has a result`,
      );
    const now = ctx.clock.now();
    await repo.updateItem(tx, id, {
      status: body.status,
      rejectionReason: body.status === 'REJECTED' ? (body.reason ?? null) : null,
      updatedAt: now,
    });
    await audit(tx, ctx.clock, actor.login, AUDIT_REPORT_RESULT, {
      item: String(id),
      exportId: String(item.exportId ?? ''),
      status: body.status,
      ...(body.reason ? { reason: body.reason } : {}),
    });
    const [row] = await findItemsWithLearners(tx, [id]);
    if (!row) throw notFound('report item');
    return itemView(row.item, row.learner, row.productName);
  });
}
