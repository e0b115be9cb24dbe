import { z } from 'zod';
import { idField, idParam, intParam, text } from './inputs.js';
import { pagedReply } from './paged-search.js';
import { REPORT_EXPORT_FORMATS } from './regulator-report-formats.js';

/**
 * The regulator reporting queue (issue 28, decision 0150): one report item per completion of a product bound to a
 * compliance profile with a reporting channel, moved through BLOCKED / DUE / EXPORTED / ACCEPTED / REJECTED / LATE.
 */
export const REPORT_STATUSES = ['BLOCKED', 'DUE', 'EXPORTED', 'ACCEPTED', 'REJECTED', 'LATE'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Why an item cannot be reported yet. */
export const REPORT_BLOCK_REASONS = ['AFFIDAVIT_MISSING', 'PROCTOR_SIGNATURE_MISSING', 'LEARNER_KEY_MISSING'] as const;
export type ReportBlockReason = (typeof REPORT_BLOCK_REASONS)[number];

/** Longest regulator reason (rejection) or re-export reason an administrator records. */
export const REPORT_REASON_MAX = 500;
/** Most items one export request may name. */
export const REPORT_EXPORT_IDS_MAX = 1000;

export const reportItem = z.object({
  id: z.number().int(),
  learnerProductId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  learnerName: z.string(),
  learnerLogin: z.string(),
  profileId: z.string(),
  profileVersion: z.number().int(),
  regulator: z.string(),
  channel: z.string(),
  /** What identifies the learner to the regulator (the profile's learnerKey: NMLS_ID, LICENSE_NUMBER). */
  learnerKeyKind: z.string(),
  approvalNumber: z.string(),
  creditHours: z.string(),
  /** When the product was completed (ISO instant) and the day it was in the profile's zone. */
  completedAt: z.string(),
  completedOn: z.string(),
  /** The last day the regulator accepts the report (YYYY-MM-DD, in `zone`). */
  dueOn: z.string(),
  zone: z.string(),
  status: z.enum(REPORT_STATUSES),
  blockedReason: z.enum(REPORT_BLOCK_REASONS).nullable(),
  rejectionReason: z.string().nullable(),
  exportId: z.number().int().nullable(),
  exportedAt: z.string().nullable(),
  timesExported: z.number().int(),
});
export type ReportItem = z.infer<typeof reportItem>;
export const reportItemsPage = pagedReply(reportItem);

export const reportExportBody = z.object({
  format: z.enum(REPORT_EXPORT_FORMATS, { error: `format must be one of ${REPORT_EXPORT_FORMATS.join(', ')}` }),
  ids: z.array(idField('ids')).min(1, 'ids must name at least one item').max(REPORT_EXPORT_IDS_MAX),
  /** Required to export an item that was already exported or accepted: regulators may charge per banking. */
  reexportReason: text().trim().min(1).max(REPORT_REASON_MAX).optional(),
});
export type ReportExportBody = z.infer<typeof reportExportBody>;
export const reportExportReply = z.object({
  id: z.number().int(),
  format: z.enum(REPORT_EXPORT_FORMATS),
  fileName: z.string(),
  rows: z.number().int(),
  sha256: z.string(),
});
export type ReportExportReply = z.infer<typeof reportExportReply>;

export const reportResultBody = z
  .object({
    status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'status must be ACCEPTED or REJECTED' }),
    reason: text().trim().min(1).max(REPORT_REASON_MAX).optional(),
  })
  .refine((b) => b.status !== 'REJECTED' || b.reason !== undefined, {
    path: ['reason'],
    message: 'reason is required when the regulator rejected the item',
  });
export type ReportResultBody = z.infer<typeof reportResultBody>;

/** The dashboard's counts, by regulator and product (ISO days in each item's zone); accepted items are done and left out. */
export const reportDashboardRow = z.object({
  regulator: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  dueToday: z.number().int(),
  dueThisWeek: z.number().int(),
  overdue: z.number().int(),
  blocked: z.number().int(),
  /** Exported, the regulator's answer not yet recorded. */
  awaitingResult: z.number().int(),
  /** Rejected by the regulator and back in the queue (also counted by their due day). */
  rejected: z.number().int(),
  blockedReasons: z.array(z.object({ reason: z.enum(REPORT_BLOCK_REASONS), count: z.number().int() })),
  exportableIds: z.array(z.number().int()),
});
export const reportDashboardReply = z.object({ rows: z.array(reportDashboardRow) });
export type ReportDashboard = z.infer<typeof reportDashboardReply>;

export const reportIdParams = z.object({ id: idParam('id') });

/** Most weeks the completions chart asks for (a year). */
export const REPORT_TREND_WEEKS_MAX = 52;
/** Weeks the dashboard's chart shows when the call names none. */
export const REPORT_TREND_WEEKS_DEFAULT = 12;

export const reportTrendQuery = z.object({
  weeks: intParam('weeks', 1, REPORT_TREND_WEEKS_MAX).default(REPORT_TREND_WEEKS_DEFAULT),
});
export type ReportTrendQuery = z.infer<typeof reportTrendQuery>;

/**
 * One week (Monday to Sunday, by the completion's day in its profile's zone) of reportable completions (decision
 * 0192): how many there were, how many reached the regulator's file by their due day (the first export's day in
 * the item's zone), how many did not (exported after it, or still unexported past it), how many are still within
 * their deadline, and the on-time rate onTime / (onTime + late), null while nothing is decided.
 */
export const reportTrendWeek = z.object({
  weekStart: z.string(),
  completions: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  pending: z.number().int(),
  onTimeRate: z.number().nullable(),
});
export const reportTrendReply = z.object({ weeks: z.array(reportTrendWeek) });
export type ReportTrend = z.infer<typeof reportTrendReply>;
