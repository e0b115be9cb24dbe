import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { notifications } from '../../platform/db/schema/index.js';
import { learnerProductOwners, learnerProductUserIdSql } from '../product/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** Stores notifications in the caller's transaction. */
export async function insertNotifications(tx: Db, rows: NewNotification[]): Promise<void> {
  // Batches keep each statement well under PostgreSQL's 65535 bound parameters.
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(notifications).values(rows.slice(i, i + INSERT_BATCH));
}

const INSERT_BATCH = 1000;

/** Ids of a product's current learner products (a staff announcement's recipients). */
export async function findProductLearnerProductIds(db: Db, productId: number): Promise<number[]> {
  const owners = learnerProductOwners(db);
  const rows = await db.select({ id: owners.id }).from(owners).where(eq(owners.productId, productId));
  return rows.map((r) => r.id);
}

/** The learner product's unread notifications, newest first. */
export function findUnread(db: Db, learnerProductId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.learnerProductId, learnerProductId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** A notification with the owner of its (current) learner product, or undefined. */
export async function findWithOwner(db: Db, id: number) {
  const [row] = await db
    .select({
      id: notifications.id,
      readAt: notifications.readAt,
      userId: learnerProductUserIdSql(notifications.learnerProductId),
    })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row;
}

/** Marks a notification read (the first reading counts; a second leaves it as it was). */
export async function markRead(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
}
