import type { ReportBlockReason, ReportItem, ReportStatus } from '@continuum/contracts';
import type { ItemRow } from './repo.js';

/** The reply shape of an item with its learner's and product's names. */
export function itemView(
  item: ItemRow,
  learner: { login: string; firstName: string | null; lastName: string | null },
  productName: string,
): ReportItem {
  return {
    id: item.id,
    learnerProductId: item.learnerProductId,
    productId: item.productId,
    productName,
    learnerName: [learner.firstName, learner.lastName].filter(Boolean).join(' '),
    learnerLogin: learner.login,
    profileId: item.profileId,
    profileVersion: item.profileVersion,
    regulator: item.regulator,
    channel: item.channel,
    learnerKeyKind: item.learnerKeyKind,
    approvalNumber: item.approvalNumber,
    creditHours: item.creditHours,
    completedAt: item.completedAt.toISOString(),
    completedOn: item.completedOn,
    dueOn: item.dueOn,
    zone: item.zone,
    status: item.status as ReportStatus,
    blockedReason: item.blockedReason as ReportBlockReason | null,
    rejectionReason: item.rejectionReason,
    exportId: item.exportId,
    exportedAt: item.exportedAt?.toISOString() ?? null,
    timesExported: item.timesExported,
  };
}
