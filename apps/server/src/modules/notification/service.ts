import {
  NOTIFICATION_LIST_MAX,
  type Notification,
  type NotificationBroadcastReply,
  type NotificationListReply,
  type NotificationPriority,
  type NotificationType,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { CourseRules } from '../catalog/index.js';
import { productLiveSupport } from '../instructor/index.js';
import { findLearnerProductWithProduct, findProductRules, mayStaffProduct } from '../product/index.js';
import { mayMarkRead, mayReadNotifications } from './policy.js';
import * as repo from './repo.js';

/** The audit type of a staff announcement to a product's learners. */
export const NOTIFICATION_BROADCAST = 'NOTIFICATION_BROADCAST';

const toNotification = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  priority: row.priority as NotificationPriority,
  type: row.type as NotificationType,
});

/** GET api/notification/lp/{lpId}: the learner's unread notifications (newest first) and whether an instructor is on. */
export async function listNotifications(ctx: AppContext, actor: SessionUser, lpId: number): Promise<NotificationListReply> {
  const { db } = ctx.database;
  const found = await findLearnerProductWithProduct(db, lpId);
  if (!found || found.lp.withdrawnAt || !mayReadNotifications(actor, found.lp)) throw notFound('learner product');
  const [rows, rules] = await Promise.all([
    repo.findUnread(db, lpId, NOTIFICATION_LIST_MAX),
    findProductRules(db, found.product.id),
  ]);
  const available = await productLiveSupport(db, found.product.id, new CourseRules(rules), ctx.clock.now());
  return { notifications: rows.map(toNotification), contactInstructor: { available } };
}

/** POST api/notification/{id}/read: the learner marks one of their notifications read (kept, no longer listed). */
export async function markNotificationRead(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  const { db } = ctx.database;
  const row = await repo.findWithOwner(db, id);
  // A withdrawn enrolment has no owner any more (userId null): its notifications are nobody's to mark.
  if (!row || row.userId === null || !mayMarkRead(actor, { userId: row.userId })) throw notFound('notification');
  await repo.markRead(db, id, ctx.clock.now());
}

/**
 * Before the body is validated: a caller who may not staff the product learns nothing, not even which fields
 * are wrong (decision 0054). An id that is not one is left to validation.
 */
export async function assertMayBroadcast(ctx: AppContext, actor: SessionUser, rawId: unknown): Promise<void> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return;
  if (!(await mayStaffProduct(ctx.database.db, actor, id))) throw notFound('product');
}

/**
 * POST api/admin/notification/product/{productId}: a staff announcement, one notification for each current
 * learner of the product (administrators, and the product's instructors); audited without its text.
 */
export async function broadcastToProduct(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  body: { title: string; message: string; priority: NotificationPriority },
): Promise<NotificationBroadcastReply> {
  const { db } = ctx.database;
  if (!(await mayStaffProduct(db, actor, productId))) throw notFound('product');
  const createdAt = ctx.clock.now();
  const sent = await db.transaction(async (tx) => {
    const lpIds = await repo.findProductLearnerProductIds(tx, productId);
    await repo.insertNotifications(
      tx,
      lpIds.map((learnerProductId) => ({ learnerProductId, type: 'ANNOUNCEMENT', ...body, createdAt })),
    );
    await audit(tx, ctx.clock, actor.login, NOTIFICATION_BROADCAST, {
      productId: String(productId),
      recipients: String(lpIds.length),
    });
    return lpIds.length;
  });
  return { sent };
}
