import { and, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { securityAnswers, securityChallenges } from '../../platform/db/schema/index.js';
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
