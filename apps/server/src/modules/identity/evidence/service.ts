import { type IdentityEvidenceRecord, PHOTO_ID_REQUIRED_RULE } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import { findSessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';
import { CourseRules } from '../../catalog/index.js';
import { findLearnerProductWithProduct, readRuleValues } from '../../product/index.js';
import { securityQuestionEvidence } from '../../security-question/index.js';
import { biosigEvidence } from '../biosig/evidence.js';
import { photoIdEvidence } from '../photo-id/evidence.js';
import { readTypingEvidence } from '../typing/evidence.js';

export const IDENTITY_EVIDENCE_READ = 'IDENTITY_EVIDENCE_READ';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The identity-evidence record of one learner product (issue 19, decision 0097), assembled from the public
 * surfaces of typing-auth, biosig, photo-id and security-question; every read is audited with the reader.
 */
export async function readIdentityEvidence(ctx: AppContext, reader: SessionUser, lpId: number): Promise<IdentityEvidenceRecord> {
  const { db } = ctx.database;
  const found = await findLearnerProductWithProduct(db, lpId);
  if (!found) throw notFound('learner product');
  const { lp, product } = found;
  const [learner, typing, signature, photo, questions, rules] = await Promise.all([
    findSessionUser(db, lp.userId),
    readTypingEvidence(db, lp.userId),
    biosigEvidence(db, lp.userId, lp.id),
    photoIdEvidence(db, lp.id),
    securityQuestionEvidence(db, lp.id),
    readRuleValues(db, product.id),
  ]);
  if (!learner) throw notFound('learner product');
  await audit(db, ctx.clock, reader.login, IDENTITY_EVIDENCE_READ, { learnerProductId: String(lp.id) });
  return {
    version: 1,
    learnerProductId: lp.id,
    userId: learner.id,
    login: learner.login,
    courseTitle: product.name,
    generatedAt: ctx.clock.now().toISOString(),
    requirements: {
      typing: lp.authRequired,
      signature: lp.biosigRequired,
      photoId: new CourseRules(rules).flag(PHOTO_ID_REQUIRED_RULE),
    },
    typing: { ...typing, lastVerifiedAt: iso(typing.lastVerifiedAt) },
    signature: { ...signature, lastAt: iso(signature.lastAt) },
    photoId: { submitted: lp.hasSubmittedIdPhoto, submittedAt: iso(photo.submittedAt) },
    securityQuestions: { answered: questions.answered, lastAnsweredAt: iso(questions.lastAnsweredAt) },
  };
}
