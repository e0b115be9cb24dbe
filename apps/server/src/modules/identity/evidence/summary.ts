import type { Db } from '../../../platform/db/client.js';
import { securityQuestionEvidence, securityQuestionsAnswered } from '../../security-question/index.js';
import { biosigEvidence, lastSignatureResults } from '../biosig/evidence.js';
import { photoIdEvidence, photoIdSubmittedAt } from '../photo-id/evidence.js';
import { lastTypingResults, readTypingEvidence } from '../typing/evidence.js';

/** One line of identity evidence per enrolment, as the regulator roster prints it (decision 0098). */
export interface IdentityEvidenceSummary {
  typing: 'PASS' | 'FAIL' | null;
  signature: 'PASS' | 'FAIL' | null;
  photoIdSubmittedAt: Date | null;
  securityQuestionsAnswered: number;
}

/**
 * The last typing and signature results, the photo ID's receipt and the security questions answered of a
 * learner product. Not audited here: the caller audits the read it makes (the roster audits each read once).
 */
export async function identityEvidenceSummary(db: Db, lp: { id: number; userId: number }): Promise<IdentityEvidenceSummary> {
  const [typing, signature, photo, questions] = await Promise.all([
    readTypingEvidence(db, lp.userId),
    biosigEvidence(db, lp.userId, lp.id),
    photoIdEvidence(db, lp.id),
    securityQuestionEvidence(db, lp.id),
  ]);
  return {
    typing: typing.lastResult,
    signature: signature.lastResult,
    photoIdSubmittedAt: photo.submittedAt,
    securityQuestionsAnswered: questions.answered,
  };
}

/**
 * The same summary for many learner products in four statements whatever their number (the regulator roster:
 * up to 5,000 rows, which read one by one cost eight statements each). Keyed by learner product id.
 */
export async function identityEvidenceSummaries(
  db: Db,
  lps: { id: number; userId: number }[],
): Promise<Map<number, IdentityEvidenceSummary>> {
  const lpIds = lps.map((lp) => lp.id);
  const [typing, signature, photo, questions] = await Promise.all([
    lastTypingResults(db, [...new Set(lps.map((lp) => lp.userId))]),
    lastSignatureResults(db, lpIds),
    photoIdSubmittedAt(db, lpIds),
    securityQuestionsAnswered(db, lpIds),
  ]);
  return new Map(
    lps.map((lp) => [
      lp.id,
      {
        typing: typing.get(lp.userId) ?? null,
        signature: signature.get(lp.id) ?? null,
        photoIdSubmittedAt: photo.get(lp.id) ?? null,
        securityQuestionsAnswered: questions.get(lp.id) ?? 0,
      },
    ]),
  );
}
