import type { Db } from '../../platform/db/client.js';
import { biosigEvidence } from '../biosig/index.js';
import { photoIdEvidence } from '../photo-id/index.js';
import { securityQuestionEvidence } from '../security-question/index.js';
import { readTypingEvidence } from '../typing-auth/index.js';

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
