import { Authority, FORUM_REPORT_STATUSES, type ForumReportRow, type Paged, type PagedSearch } from '@continuum/contracts';
import type { Actor } from '../../platform/auth/actor.js';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { mayStaffProduct } from '../product/index.js';
import { findReportForUpdate, removeItem, resolveOpenReports, searchReports } from './moderation-repo.js';
import { authorName } from './policy.js';

const nameOf = (u: { firstName: string; lastName: string } | undefined) => (u ? authorName(u.firstName, u.lastName) : '');

export const FORUM_REPORT_KEPT = 'FORUM_REPORT_KEPT';
export const FORUM_ITEM_REMOVED = 'FORUM_ITEM_REMOVED';

/**
 * POST api/forum/reports/search: the moderation list, paged (000 §3). Administrators see every product's reports,
 * instructors those of the products they are assigned to. Option `status`: OPEN, KEPT or REMOVED.
 */
export async function searchReportList(ctx: AppContext, actor: SessionUser, search: PagedSearch): Promise<Paged<ForumReportRow>> {
  knownKeys(search.options, ['status'], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const status = search.options?.status;
  if (status !== undefined && !FORUM_REPORT_STATUSES.includes(status as 'OPEN'))
    throw badRequest('options.status', `status must be one of ${FORUM_REPORT_STATUSES.join(', ')}`);
  const { db } = ctx.database;
  const scope = actor.authorities.includes(Authority.ADMIN) ? undefined : actor.id;
  const { rows, reporters, total } = await searchReports(db, search, status as string | undefined, scope);
  return pageOf(
    search,
    rows.map((r) => ({
      id: r.id,
      kind: r.commentId === null ? 'POST' : 'COMMENT',
      forumId: r.forumId,
      forumTitle: r.forumTitle,
      productTitle: r.productTitle,
      postId: r.postId,
      commentId: r.commentId,
      text: r.text,
      author: authorName(r.authorFirst, r.authorLast),
      reportedBy: nameOf(reporters.find((u) => u.id === r.reporterUserId)),
      reportedOn: r.reportedOn.toISOString(),
      status: r.status,
      resolvedBy: r.resolvedBy,
      resolvedOn: r.resolvedOn?.toISOString() ?? null,
    })),
    total,
  );
}

/**
 * POST api/forum/reports/{reportId}/keep|remove: the moderator's decision on the reported post or comment, for
 * every open report of it. Remove hides the item from learners (a post takes its comments along). A report of a
 * product the moderator does not teach is a 404; one already decided a 409. Audited with the real actor.
 */
export async function decideReport(ctx: AppContext, actor: Actor, reportId: number, decision: 'keep' | 'remove') {
  const now = ctx.clock.now();
  const by = actor.realActor.login;
  await ctx.database.db.transaction(async (tx) => {
    const found = await findReportForUpdate(tx, reportId);
    if (!found || !(await mayStaffProduct(tx, actor.user, found.productId))) throw notFound('forum report');
    if (found.report.status !== 'OPEN') throw new AppError('FORUM_REPORT_DECIDED', 409, 'This report was already decided');
    const item = { postId: found.report.postId, commentId: found.report.commentId };
    if (decision === 'remove') await removeItem(tx, item, now);
    await resolveOpenReports(tx, item, decision === 'remove' ? 'REMOVED' : 'KEPT', by, now);
    await audit(tx, ctx.clock, by, decision === 'remove' ? FORUM_ITEM_REMOVED : FORUM_REPORT_KEPT, {
      reportId: String(reportId),
      forumId: String(found.forumId),
      postId: String(item.postId),
      ...(item.commentId === null ? {} : { commentId: String(item.commentId) }),
    });
  });
}
