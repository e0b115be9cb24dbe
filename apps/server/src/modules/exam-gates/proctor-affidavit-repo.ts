import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { examGateCodes, proctorAffidavits } from '../../platform/db/schema/index.js';

/**
 * The proctor code that may sign this sitting's affidavit: the one the sitting consumed, or an open one
 * (not used, not expired) issued for the same learner product and exam. Revoked codes never sign.
 */
export async function findSigningCode(
  tx: Db,
  q: { codeHash: string; learnerProductId: number; examNodeId: number; personAssessmentId: number; now: Date },
) {
  const [row] = await tx
    .select({ id: examGateCodes.id, consumedAt: examGateCodes.consumedAt })
    .from(examGateCodes)
    .where(
      and(
        eq(examGateCodes.codeHash, q.codeHash),
        eq(examGateCodes.kind, 'PROCTOR'),
        eq(examGateCodes.learnerProductId, q.learnerProductId),
        eq(examGateCodes.examNodeId, q.examNodeId),
        isNull(examGateCodes.revokedAt),
        or(
          eq(examGateCodes.personAssessmentId, q.personAssessmentId),
          and(isNull(examGateCodes.consumedAt), gt(examGateCodes.expiresAt, q.now)),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** An open code that signs an affidavit is used up by it (it can no longer open a sitting). */
export async function consumeForSignature(
  tx: Db,
  codeId: number,
  q: { personAssessmentId: number; attemptNumber: number; now: Date },
): Promise<void> {
  await tx
    .update(examGateCodes)
    .set({ consumedAt: q.now, consumedAttemptNumber: q.attemptNumber, personAssessmentId: q.personAssessmentId })
    .where(and(eq(examGateCodes.id, codeId), isNull(examGateCodes.consumedAt)));
}

/** Inserts the affidavit unless the sitting has one; false when it had. */
export async function insertAffidavit(tx: Db, row: typeof proctorAffidavits.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(proctorAffidavits).values(row).onConflictDoNothing().returning({ id: proctorAffidavits.id });
  return inserted.length > 0;
}

export async function findAffidavit(db: Db, personAssessmentId: number) {
  const [row] = await db
    .select()
    .from(proctorAffidavits)
    .where(eq(proctorAffidavits.personAssessmentId, personAssessmentId))
    .limit(1);
  return row;
}

/** Whether a proctor has signed an affidavit for any sitting of this learner product (course completion). */
export async function hasProctorAffidavit(db: Db, learnerProductId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: proctorAffidavits.id })
    .from(proctorAffidavits)
    .where(eq(proctorAffidavits.learnerProductId, learnerProductId))
    .limit(1);
  return row !== undefined;
}

/** Which of these learner products have a proctor-signed affidavit for some sitting, in one statement. */
export async function learnerProductsWithProctorAffidavit(db: Db, learnerProductIds: number[]): Promise<Set<number>> {
  if (learnerProductIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ lpId: proctorAffidavits.learnerProductId })
    .from(proctorAffidavits)
    .where(inArray(proctorAffidavits.learnerProductId, learnerProductIds));
  return new Set(rows.map((r) => r.lpId));
}
