import { createHash } from 'node:crypto';
import type { ReportExportBody, ReportExportReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { finalAffidavitLearnerKeys } from '../affidavit/index.js';
import { audit } from '../audit/index.js';
import { reportingBatchLimit } from '../compliance/index.js';
import { buildFile, type ExportLine } from './formats/index.js';
import * as repo from './repo.js';
import { findItemsWithLearners } from './search-repo.js';

export const AUDIT_REPORT_EXPORTED = 'REGULATOR_REPORT_EXPORTED';
export const AUDIT_REPORT_REEXPORTED = 'REGULATOR_REPORT_REEXPORTED';

/** Statuses an item is exported from without a reason: it was never reported, or the regulator sent it back. */
const EXPORTABLE = new Set(['DUE', 'LATE', 'REJECTED']);
const REPORTED = new Set(['EXPORTED', 'ACCEPTED']);

/** The smallest batch limit the items' profile versions set (null: none sets one). */
function batchLimitOf(ctx: AppContext, rows: repo.ItemRow[]): number | null {
  const limits = rows.flatMap((r) => {
    const limit = reportingBatchLimit(ctx.services.complianceProfiles, r.profileId, r.profileVersion);
    return limit === null ? [] : [limit];
  });
  return limits.length > 0 ? Math.min(...limits) : null;
}

/**
 * POST api/admin/regulator-reports/export: one file of the named items in the format, stored with its SHA-256 and
 * its rows; the items move to EXPORTED in the same transaction. A blocked item cannot go; an item already exported
 * or accepted goes only with a reason, audited (regulators may charge per banking).
 */
export async function exportItems(
  ctx: AppContext,
  piiKey: Buffer,
  actor: SessionUser,
  body: ReportExportBody,
): Promise<ReportExportReply> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  return ctx.database.db.transaction(async (tx) => {
    const locked = await repo.lockItems(tx, ids);
    const missing = ids.filter((id) => !locked.some((r) => r.id === id));
    if (missing.length > 0) throw notFound(`report item ${missing.join(', ')}`);
    for (const r of locked) {
      if (r.blockedReason) throw new AppError('REPORT_ITEM_BLOCKED', 409, `report item ${r.id} is blocked: ${r.blockedReason}`);
      if (REPORTED.has(r.status) && !body.reexportReason)
        throw new AppError(
          'REPORT_ITEM_ALREADY_REPORTED',
          409,
          `report item ${r.id} was already ${r.status.toLowerCase()}; give a reexportReason`,
        );
      if (!EXPORTABLE.has(r.status) && !REPORTED.has(r.status))
        throw new AppError('REPORT_ITEM_NOT_EXPORTABLE', 409, `report item ${r.id} is ${r.status}`);
    }
    const withLearners = await findItemsWithLearners(tx, ids);
    const keys = await finalAffidavitLearnerKeys({ db: tx, clock: ctx.clock, piiKey }, actor.login, [
      ...new Set(locked.map((r) => r.learnerProductId)),
    ]);
    const lines: ExportLine[] = withLearners.map(({ item, learner }) => {
      const key = keys.get(item.learnerProductId);
      const learnerKey =
        item.learnerKeyKind === 'NMLS_ID' ? key?.nmlsId : item.learnerKeyKind === 'LICENSE_NUMBER' ? key?.licenseNumber : null;
      if (!learnerKey)
        throw new AppError('REPORT_LEARNER_KEY_MISSING', 409, `report item ${item.id} has no ${item.learnerKeyKind}`);
      return {
        itemId: item.id,
        regulator: item.regulator,
        profileId: item.profileId,
        approvalNumber: item.approvalNumber,
        creditHours: item.creditHours,
        learnerKeyKind: item.learnerKeyKind,
        learnerKey,
        firstName: learner.firstName ?? '',
        lastName: learner.lastName ?? '',
        completedOn: item.completedOn,
        dueOn: item.dueOn,
      };
    });
    const built = buildFile(body.format, lines, batchLimitOf(ctx, locked));
    if (!built.ok) throw badRequest(built.field, built.message);
    const now = ctx.clock.now();
    const sha256 = createHash('sha256').update(built.content, 'utf8').digest('hex');
    const reexported = locked.filter((r) => REPORTED.has(r.status)).map((r) => r.id);
    const stored = await repo.insertExport(tx, {
      format: body.format,
      fileName: `regulator-report-${body.format.toLowerCase().replace('_', '-')}-${now.toISOString().slice(0, 10)}.${built.extension}`,
      contentType: built.contentType,
      content: built.content,
      sha256,
      itemIds: ids,
      rowCount: lines.length,
      reexportReason: reexported.length > 0 ? (body.reexportReason ?? null) : null,
      createdBy: actor.login,
      createdAt: now,
    });
    await repo.markExported(tx, ids, stored.id, now);
    await audit(tx, ctx.clock, actor.login, AUDIT_REPORT_EXPORTED, {
      exportId: String(stored.id),
      format: body.format,
      items: ids.join(','),
      sha256,
    });
    if (reexported.length > 0)
      await audit(tx, ctx.clock, actor.login, AUDIT_REPORT_REEXPORTED, {
        exportId: String(stored.id),
        items: reexported.join(','),
        reason: body.reexportReason ?? '',
      });
    return { id: stored.id, format: body.format, fileName: stored.fileName, rows: stored.rowCount, sha256 };
  });
}

/** GET api/admin/regulator-reports/exports/{id}: the stored file, as made. */
export async function findExportFile(ctx: AppContext, id: number) {
  const found = await repo.findExport(ctx.database.db, id);
  if (!found) throw notFound('export');
  return found;
}
