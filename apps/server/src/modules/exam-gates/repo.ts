import type { GateCodeKind } from '@continuum/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { examGateCodeFailures, examGateCodes, examUserData } from '../../platform/db/schema/index.js';
import { findLearnerProductWithProduct, findProductRules, selectLearnerProductIdsOfUser } from '../product/index.js';

/** Namespace of the advisory lock that serializes one learner's code checks (the guessing limit). */
const GUESS_LOCK_NAMESPACE = 7_301;

/** The learner product with its owner, product and rules. */
export async function findLearnerProductWithRules(db: Db, lpId: number) {
  const row = await findLearnerProductWithProduct(db, lpId);
  if (!row) return undefined;
  return { ...row, rules: await findProductRules(db, row.product.id) };
}

/** Serializes one learner's code checks until the transaction ends, so parallel guesses count one by one. */
export async function lockLearnerCodeChecks(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUESS_LOCK_NAMESPACE}::int4, ${userId}::int4)`);
}

/** When the learner's wrong codes of this kind since `since` were entered, oldest first. */
export async function findRecentFailures(tx: Db, userId: number, kind: GateCodeKind, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ failedAt: examGateCodeFailures.failedAt })
    .from(examGateCodeFailures)
    .where(
      and(eq(examGateCodeFailures.userId, userId), eq(examGateCodeFailures.kind, kind), gt(examGateCodeFailures.failedAt, since)),
    )
    .orderBy(asc(examGateCodeFailures.failedAt));
  return rows.map((r) => r.failedAt);
}

/** Wrong codes older than the window no longer matter; the learner's own are dropped as they check again. */
export async function pruneFailures(tx: Db, userId: number, before: Date): Promise<void> {
  await tx
    .delete(examGateCodeFailures)
    .where(and(eq(examGateCodeFailures.userId, userId), lt(examGateCodeFailures.failedAt, before)));
}

export async function insertFailure(tx: Db, row: typeof examGateCodeFailures.$inferInsert): Promise<void> {
  await tx.insert(examGateCodeFailures).values(row);
}

/**
 * A code of this kind and hash that is still open (not revoked, not consumed, not expired) on one of the
 * learner's own learner products, optionally narrowed to one learner product and exam.
 */
export async function findOpenCode(
  tx: Db,
  q: { userId: number; kind: GateCodeKind; codeHash: string; now: Date; learnerProductId?: number; examNodeId?: number },
) {
  const [row] = await tx
    .select({ id: examGateCodes.id, learnerProductId: examGateCodes.learnerProductId, examNodeId: examGateCodes.examNodeId })
    .from(examGateCodes)
    .where(
      and(
        eq(examGateCodes.codeHash, q.codeHash),
        eq(examGateCodes.kind, q.kind),
        inArray(examGateCodes.learnerProductId, selectLearnerProductIdsOfUser(tx, q.userId)),
        isNull(examGateCodes.revokedAt),
        isNull(examGateCodes.consumedAt),
        gt(examGateCodes.expiresAt, q.now),
        q.learnerProductId === undefined ? undefined : eq(examGateCodes.learnerProductId, q.learnerProductId),
        q.examNodeId === undefined ? undefined : eq(examGateCodes.examNodeId, q.examNodeId),
      ),
    )
    .limit(1);
  return row;
}

export async function markAccepted(tx: Db, codeId: number, at: Date): Promise<void> {
  await tx.update(examGateCodes).set({ acceptedAt: at }).where(eq(examGateCodes.id, codeId));
}

/** Unused codes of this exam and kind stop working when a new one is issued. */
export async function revokeUnusedCodes(
  tx: Db,
  q: { learnerProductId: number; examNodeId: number; kind: GateCodeKind; at: Date },
): Promise<void> {
  await tx
    .update(examGateCodes)
    .set({ revokedAt: q.at })
    .where(
      and(
        eq(examGateCodes.learnerProductId, q.learnerProductId),
        eq(examGateCodes.examNodeId, q.examNodeId),
        eq(examGateCodes.kind, q.kind),
        isNull(examGateCodes.revokedAt),
        isNull(examGateCodes.consumedAt),
      ),
    );
}

export async function insertCode(tx: Db, row: typeof examGateCodes.$inferInsert) {
  const [inserted] = await tx.insert(examGateCodes).values(row).returning();
  if (!inserted) throw new Error('code insert returned nothing');
  return inserted;
}

/**
 * Kinds whose code counts for this sitting: consumed by this attempt number, or accepted, open and
 * unexpired (waiting for the attempt to start).
 */
export async function findAcceptedKinds(
  db: Db,
  q: { learnerProductId: number; examNodeId: number; attemptNumber: number; now: Date },
): Promise<Set<string>> {
  const rows = await db
    .select({ kind: examGateCodes.kind })
    .from(examGateCodes)
    .where(
      and(
        eq(examGateCodes.learnerProductId, q.learnerProductId),
        eq(examGateCodes.examNodeId, q.examNodeId),
        isNull(examGateCodes.revokedAt),
        or(
          eq(examGateCodes.consumedAttemptNumber, q.attemptNumber),
          and(isNull(examGateCodes.consumedAt), isNotNull(examGateCodes.acceptedAt), gt(examGateCodes.expiresAt, q.now)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.kind));
}

/** Marks the accepted open codes of these kinds as used by the attempt; returns the kinds marked. */
export async function consumeAcceptedCodes(
  tx: Db,
  q: {
    learnerProductId: number;
    examNodeId: number;
    kinds: GateCodeKind[];
    attemptNumber: number;
    personAssessmentId: number;
    now: Date;
  },
): Promise<Set<string>> {
  if (q.kinds.length === 0) return new Set();
  const rows = await tx
    .update(examGateCodes)
    .set({ consumedAt: q.now, consumedAttemptNumber: q.attemptNumber, personAssessmentId: q.personAssessmentId })
    .where(
      and(
        eq(examGateCodes.learnerProductId, q.learnerProductId),
        eq(examGateCodes.examNodeId, q.examNodeId),
        inArray(examGateCodes.kind, q.kinds),
        isNull(examGateCodes.revokedAt),
        isNull(examGateCodes.consumedAt),
        isNotNull(examGateCodes.acceptedAt),
        gt(examGateCodes.expiresAt, q.now),
      ),
    )
    .returning({ kind: examGateCodes.kind });
  return new Set(rows.map((r) => r.kind));
}

/** Takes back the acceptance of the learner's codes that no sitting has used yet (proctor logout). */
export async function withdrawAcceptedCodes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(examGateCodes)
    .set({ acceptedAt: null })
    .where(
      and(
        isNotNull(examGateCodes.acceptedAt),
        isNull(examGateCodes.consumedAt),
        inArray(examGateCodes.learnerProductId, selectLearnerProductIdsOfUser(db, userId)),
      ),
    )
    .returning({ id: examGateCodes.id });
  return rows.length;
}

export async function findUserData(db: Db, learnerProductId: number, examNodeId: number) {
  const [row] = await db
    .select()
    .from(examUserData)
    .where(and(eq(examUserData.learnerProductId, learnerProductId), eq(examUserData.examNodeId, examNodeId)))
    .limit(1);
  return row;
}

export async function upsertUserData(
  db: Db,
  row: { learnerProductId: number; examNodeId: number; driversLicenseEncrypted: string; at: Date },
): Promise<void> {
  await db
    .insert(examUserData)
    .values({
      learnerProductId: row.learnerProductId,
      examNodeId: row.examNodeId,
      driversLicenseEncrypted: row.driversLicenseEncrypted,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflictDoUpdate({
      target: [examUserData.learnerProductId, examUserData.examNodeId],
      set: { driversLicenseEncrypted: row.driversLicenseEncrypted, updatedAt: row.at },
    });
}
