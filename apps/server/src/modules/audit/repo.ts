import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { auditEvents } from '../../platform/db/schema/index.js';

export async function insertAuditEvent(
  db: Db,
  event: { principal: string; type: string; timestamp: Date; data: Record<string, string> },
): Promise<void> {
  await db.insert(auditEvents).values(event);
}

export async function findAuditEvents(db: Db, from: Date | undefined, to: Date | undefined) {
  const conditions = [];
  if (from) conditions.push(gte(auditEvents.timestamp, from));
  if (to) conditions.push(lt(auditEvents.timestamp, to));
  return db
    .select()
    .from(auditEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(auditEvents.timestamp), asc(auditEvents.id))
    .limit(1000);
}
