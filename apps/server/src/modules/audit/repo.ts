import type { PagedSearch } from '@continuum/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { auditEvents } from '../../platform/db/schema/index.js';

export async function insertAuditEvent(
  db: Db,
  event: { principal: string; type: string; timestamp: Date; data: Record<string, string> },
): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** Timestamps in [from, to). */
export interface AuditRange {
  from?: Date;
  to?: Date;
}

function inRange({ from, to }: AuditRange): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(auditEvents.timestamp, from));
  if (to) conditions.push(lt(auditEvents.timestamp, to));
  return conditions;
}

/** GET api/audits: oldest first, a window of the range (the first 1,000 rows when no page is asked for). */
export async function findAuditEvents(db: Db, range: AuditRange, window = { limit: 1000, offset: 0 }) {
  const where = and(...inRange(range));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(asc(auditEvents.timestamp), asc(auditEvents.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The audits list of the paged search: the value matches principal or type; newest first unless sorted. */
export const AUDIT_LIST: SearchableList = {
  searchColumns: [auditEvents.principal, auditEvents.type],
  sortFields: { timestamp: auditEvents.timestamp, principal: auditEvents.principal, type: auditEvents.type },
  tieBreak: [desc(auditEvents.timestamp), desc(auditEvents.id)],
};

/** Exact filters of the audits list (options). */
export interface AuditOptions {
  principal?: string;
  type?: string;
}

export async function searchAuditEvents(db: Db, search: PagedSearch, range: AuditRange, options: AuditOptions) {
  const conditions = [...inRange(range), searchCondition(AUDIT_LIST, search)];
  if (options.principal !== undefined) conditions.push(eq(auditEvents.principal, options.principal));
  if (options.type !== undefined) conditions.push(eq(auditEvents.type, options.type));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...orderBy(AUDIT_LIST, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
