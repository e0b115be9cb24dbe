import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { seatTimeDaily, seatTimeLedger } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import { nodeTitlesSql } from '../catalog/index.js';
import { learnerProductCourses } from '../product/index.js';

export interface LearnerSeatTime {
  totalMs: number;
  byNode: Map<number, number>;
}

/** Credited time of a learner product, in total and per node, from the ledger. */
export async function findSeatTime(db: Db, learnerProductId: number): Promise<LearnerSeatTime> {
  const rows = await db
    .select({ nodeId: seatTimeLedger.nodeId, ms: sql<string>`sum(${seatTimeLedger.creditedMs})` })
    .from(seatTimeLedger)
    .where(eq(seatTimeLedger.learnerProductId, learnerProductId))
    .groupBy(seatTimeLedger.nodeId);
  const byNode = new Map(rows.map((r) => [r.nodeId, Number(r.ms)]));
  let totalMs = 0;
  for (const ms of byNode.values()) totalMs += ms;
  return { totalMs, byNode };
}

/** When the learner product's first credit was recorded (its first heartbeat credited), or null before any. */
export async function findFirstCreditAt(db: Db, learnerProductId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`min(${seatTimeLedger.at})` })
    .from(seatTimeLedger)
    .where(and(eq(seatTimeLedger.learnerProductId, learnerProductId), sql`${seatTimeLedger.creditedMs} > 0`));
  return row?.at ? new Date(row.at) : null;
}

/** Milliseconds credited to a learner product on one course day (0 when none). */
export async function findDayCredit(db: Db, learnerProductId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ ms: seatTimeDaily.creditedMs })
    .from(seatTimeDaily)
    .where(and(eq(seatTimeDaily.learnerProductId, learnerProductId), eq(seatTimeDaily.day, day)))
    .limit(1);
  return row?.ms ?? 0;
}

/** The time sheet: credited seconds per course day and node, for a regulator's audit. */
export async function findTimeSheet(db: Db, learnerProductId: number) {
  const result = await db.execute(sql`
    select to_char(l.day, 'YYYY-MM-DD') as day, l.node_id as "nodeId", n.title, n.title_prefix as "titlePrefix",
      sum(l.credited_ms)::bigint as ms, count(*)::int as entries, min(l.at) as "firstAt", max(l.at) as "lastAt"
    from seat_time_ledger l left join ${nodeTitlesSql} n on n.id = l.node_id
    where l.learner_product_id = ${learnerProductId}
    group by l.day, l.node_id, n.title, n.title_prefix
    order by l.day, min(l.at)`);
  return (result as unknown as { rows: TimeSheetRow[] }).rows.map((r) => ({ ...r, ms: Number(r.ms) }));
}

export interface TimeSheetRow {
  day: string;
  nodeId: number;
  title: string | null;
  titlePrefix: string | null;
  ms: number;
  entries: number;
  firstAt: Date | string;
  lastAt: Date | string;
}

/**
 * A time-on-task record was opened at `at`: its start call is the first evidence of presence on it
 * (decision 0056), so it takes the latest slot of the learner's clock (the record before it keeps the
 * other), and it is activity, which ends an idle spell. A learner's first record also sets the clock's baseline.
 */
export async function markStarted(db: Db, userId: number, totId: number, at: Date): Promise<void> {
  const when = at.toISOString();
  await db.execute(sql`
    insert into seat_time_clock (user_id, last_credit_at, idle, tot_id, tot_at)
    values (${userId}, ${when}::timestamptz, false, ${totId}, ${when}::timestamptz)
    on conflict (user_id) do update set idle = false,
      other_tot_id = seat_time_clock.tot_id, other_tot_at = seat_time_clock.tot_at,
      tot_id = excluded.tot_id, tot_at = excluded.tot_at`);
}

/** The learner and course a time sheet is headed with: one statement over product's and account's subqueries. */
export async function findTimeSheetHeading(db: Db, learnerProductId: number) {
  const lp = learnerProductCourses(db);
  const user = userIdentities(db);
  const [row] = await db
    .select({ login: user.login, first: user.firstName, last: user.lastName, course: lp.course })
    .from(lp)
    .innerJoin(user, eq(user.id, lp.userId))
    .where(eq(lp.id, learnerProductId))
    .limit(1);
  return row;
}

/** Credited time of many learner products in one statement (the regulator roster): total ms by learner product. */
export async function findSeatTimeTotals(db: Db, learnerProductIds: number[]): Promise<Map<number, number>> {
  if (learnerProductIds.length === 0) return new Map();
  const rows = await db
    .select({ lpId: seatTimeLedger.learnerProductId, ms: sql<string>`sum(${seatTimeLedger.creditedMs})` })
    .from(seatTimeLedger)
    .where(inArray(seatTimeLedger.learnerProductId, learnerProductIds))
    .groupBy(seatTimeLedger.learnerProductId);
  return new Map(rows.map((r) => [r.lpId, Number(r.ms)]));
}

/**
 * The node the learner is on in a learner product: the named time-on-task record's (when it is theirs and of this
 * product), else the one of their latest record there.
 */
export async function currentNode(
  db: Db,
  learnerProductId: number,
  timeOnTaskId: number | undefined,
): Promise<number | undefined> {
  const result = await db.execute(sql`
    select node_id as "nodeId" from time_on_task where learner_product_id = ${learnerProductId}
    order by (id = ${timeOnTaskId ?? 0}) desc, started_at desc, id desc limit 1`);
  return (result as unknown as { rows: { nodeId: number }[] }).rows[0]?.nodeId;
}
