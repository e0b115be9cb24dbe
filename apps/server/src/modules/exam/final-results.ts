import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { examAttempts } from '../../platform/db/schema/index.js';
import { findProductNodes } from '../catalog/index.js';

/** The deciding sitting of a learner product's final exam, as the regulator roster shows it (decision 0098). */
export interface FinalExamResult {
  score: number | null;
  passed: boolean | null;
  finishedAt: Date;
}

const isFinalExam = (node: { type: string; metadata: Readonly<Record<string, string>> }) =>
  node.type === 'EXAM' && (node.metadata.EXAM_TYPE ?? '').trim().toUpperCase() === 'FINAL';

/**
 * For each learner product of the product, its final exam's deciding sitting: the last passed one, else the
 * last finished one. Voided (reset) and trial sittings count for nothing, as everywhere else.
 */
export async function finalExamResults(db: Db, productId: number, lpIds: number[]): Promise<Map<number, FinalExamResult>> {
  const out = new Map<number, FinalExamResult>();
  if (lpIds.length === 0) return out;
  const finalNodeIds = (await findProductNodes(db, productId)).filter(isFinalExam).map((n) => n.id);
  if (finalNodeIds.length === 0) return out;
  const rows = await db
    .select({
      lpId: examAttempts.learnerProductId,
      score: examAttempts.score,
      passed: examAttempts.passed,
      finishedAt: examAttempts.finishedAt,
    })
    .from(examAttempts)
    .where(
      and(
        inArray(examAttempts.learnerProductId, lpIds),
        inArray(examAttempts.nodeId, finalNodeIds),
        isNotNull(examAttempts.finishedAt),
        isNull(examAttempts.resetAt),
        eq(examAttempts.trial, false),
      ),
    )
    .orderBy(asc(examAttempts.finishedAt), asc(examAttempts.id));
  for (const r of rows) {
    const held = out.get(r.lpId);
    // Later rows win, except that a pass is never replaced by a later failure.
    if (held?.passed && !r.passed) continue;
    out.set(r.lpId, { score: r.score, passed: r.passed, finishedAt: r.finishedAt as Date });
  }
  return out;
}
