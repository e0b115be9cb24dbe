import { and, desc, eq, gt, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { securityAnswers, securityChallenges, securityHolds } from '../../platform/db/schema/index.js';
import { findContactFacts } from '../account/index.js';
import type { SecurityProfile } from './questions.js';

export type ChallengeRow = typeof securityChallenges.$inferSelect;
export type NewChallenge = typeof securityChallenges.$inferInsert;

/** What the user's answers are checked against: their contact facts, read through account. */
export function findProfile(db: Db, userId: number): Promise<SecurityProfile | undefined> {
  return findContactFacts(db, userId);
}

export async function findChallenge(db: Db, learnerProductId: number, nodeId: number, purpose: string) {
  const [row] = await db
    .select()
    .from(securityChallenges)
    .where(
      and(
        eq(securityChallenges.learnerProductId, learnerProductId),
        eq(securityChallenges.nodeId, nodeId),
        eq(securityChallenges.purpose, purpose),
      ),
    )
    .limit(1);
  return row;
}

/** Opens the challenge, or returns the one already open (a second finish asks the same question). */
export async function openChallenge(db: Db, row: NewChallenge): Promise<ChallengeRow> {
  await db.insert(securityChallenges).values(row).onConflictDoNothing();
  const found = await findChallenge(db, row.learnerProductId, row.nodeId, row.purpose);
  if (!found) throw new Error('security challenge vanished');
  return found;
}

/** The user's most recently opened challenge still waiting for a right answer, locked for the answer's transaction. */
export async function findOpenChallengeForUpdate(db: Db, userId: number): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(securityChallenges)
    .where(and(eq(securityChallenges.userId, userId), isNull(securityChallenges.passedAt)))
    .orderBy(desc(securityChallenges.openedAt), desc(securityChallenges.id))
    .limit(1)
    .for('update');
  return row;
}

export async function recordAnswer(db: Db, row: typeof securityAnswers.$inferInsert): Promise<void> {
  await db.insert(securityAnswers).values(row);
}

export async function updateChallenge(
  db: Db,
  id: number,
  patch: Partial<Pick<ChallengeRow, 'question' | 'passedAt'>>,
): Promise<void> {
  await db.update(securityChallenges).set(patch).where(eq(securityChallenges.id, id));
}

/** The challenges of one learner product's node whose purpose starts with `prefix` (an exam attempt's points). */
export async function findChallengesByPurposePrefix(
  db: Db,
  learnerProductId: number,
  nodeId: number,
  prefix: string,
): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(securityChallenges)
    .where(
      and(
        eq(securityChallenges.learnerProductId, learnerProductId),
        eq(securityChallenges.nodeId, nodeId),
        like(securityChallenges.purpose, `${prefix}%`),
      ),
    );
}

/** How many of the learner product's challenges were answered right, and the newest such time. */
export async function passedChallengeSummary(db: Db, learnerProductId: number) {
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      lastAt: sql<Date | null>`max(${securityChallenges.passedAt})`.mapWith(securityChallenges.passedAt),
    })
    .from(securityChallenges)
    .where(and(eq(securityChallenges.learnerProductId, learnerProductId), isNotNull(securityChallenges.passedAt)));
  return { answered: row?.answered ?? 0, lastAnsweredAt: row?.lastAt ?? null };
}

/** The learner product's hold still in force (not released), if any. */
export async function findOpenHold(db: Db, learnerProductId: number) {
  const [row] = await db
    .select()
    .from(securityHolds)
    .where(and(eq(securityHolds.learnerProductId, learnerProductId), isNull(securityHolds.releasedAt)))
    .limit(1);
  return row;
}

/** Wrong answers given on the learner product's challenges since its newest release (all of them when never released). */
export async function countWrongAnswersSinceRelease(db: Db, learnerProductId: number): Promise<number> {
  const [released] = await db
    .select({ at: sql<Date | null>`max(${securityHolds.releasedAt})`.mapWith(securityHolds.releasedAt) })
    .from(securityHolds)
    .where(eq(securityHolds.learnerProductId, learnerProductId));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(securityAnswers)
    .innerJoin(securityChallenges, eq(securityChallenges.id, securityAnswers.challengeId))
    .where(
      and(
        eq(securityChallenges.learnerProductId, learnerProductId),
        eq(securityAnswers.correct, false),
        released?.at ? gt(securityAnswers.answeredAt, released.at) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function insertHold(db: Db, learnerProductId: number, heldAt: Date): Promise<void> {
  await db.insert(securityHolds).values({ learnerProductId, heldAt });
}

/** Ends the open hold; false when there was none. */
export async function releaseHold(db: Db, learnerProductId: number, releasedAt: Date, releasedBy: string): Promise<boolean> {
  const rows = await db
    .update(securityHolds)
    .set({ releasedAt, releasedBy })
    .where(and(eq(securityHolds.learnerProductId, learnerProductId), isNull(securityHolds.releasedAt)))
    .returning({ id: securityHolds.id });
  return rows.length > 0;
}

const ANSWER_LOCK_NAMESPACE = 25006;

/** Serializes the answers of one learner product (two tabs cannot both slip under the wrong-answer limit). */
export async function lockLearnerProduct(db: Db, learnerProductId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ANSWER_LOCK_NAMESPACE}::int4, ${learnerProductId}::int4)`);
}

/** How many challenges each of these learner products passed, in one statement (absent: none). */
export async function countPassedChallenges(db: Db, learnerProductIds: number[]): Promise<Map<number, number>> {
  if (learnerProductIds.length === 0) return new Map();
  const rows = await db
    .select({ lpId: securityChallenges.learnerProductId, answered: sql<number>`count(*)::int` })
    .from(securityChallenges)
    .where(and(inArray(securityChallenges.learnerProductId, learnerProductIds), isNotNull(securityChallenges.passedAt)))
    .groupBy(securityChallenges.learnerProductId);
  return new Map(rows.map((r) => [r.lpId, r.answered]));
}

/** Wrong answers given to each of these challenges. */
export async function countWrongAnswersByChallenge(db: Db, challengeIds: number[]): Promise<Map<number, number>> {
  if (!challengeIds.length) return new Map();
  const rows = await db
    .select({ id: securityAnswers.challengeId, wrong: sql<number>`count(*)::int` })
    .from(securityAnswers)
    .where(and(inArray(securityAnswers.challengeId, challengeIds), eq(securityAnswers.correct, false)))
    .groupBy(securityAnswers.challengeId);
  return new Map(rows.map((r) => [r.id, r.wrong]));
}
