import { type ProctorAffidavitBody, type ProctorAffidavitReply, parseProctorAffidavitDate } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { guardGuesses } from './check-code.js';
import { hashCode } from './gate-code.js';
import { ownsLearnerProduct } from './policy.js';
import * as repo from './proctor-affidavit-repo.js';
import { insertFailure } from './repo.js';

/** The sitting a proctor signs for and its learner, as the exam module finds it. */
export interface SignedSitting {
  attempt: { id: number; learnerProductId: number; nodeId: number; attemptNumber: number; finishedAt: Date | null };
  userId: number;
}

/** Finds a sitting by id: the exam module's, given by the app, so exam-gates imports nothing of exam (exam imports it). */
export type FindSitting = (db: Db, attemptId: number) => Promise<SignedSitting | undefined>;

export interface ProctorAffidavitDeps {
  db: Db;
  clock: Clock;
  codeKey: Buffer;
  findSitting: FindSitting;
}

/**
 * POST api/proctor/final-exam/proctor-affidavit (002 §3, §5, §7; decision 0043): the proctor signs for a
 * finished sitting of the learner's own learner product with the proctor code of that sitting. A wrong
 * code answers `proctorCodeValid: false`, stores nothing and counts as a wrong proctor code against the
 * guessing limit (429 past it). One affidavit per sitting (409 for a second).
 */
export async function signProctorAffidavit(
  deps: ProctorAffidavitDeps,
  actor: SessionUser,
  body: ProctorAffidavitBody,
): Promise<ProctorAffidavitReply> {
  const { db, clock, codeKey } = deps;
  const found = await deps.findSitting(db, body.personAssessmentId);
  if (!found || !ownsLearnerProduct(actor, found) || found.attempt.learnerProductId !== body.learnerProductId)
    throw notFound('exam attempt');
  const { attempt } = found;
  if (!attempt.finishedAt) throw new AppError('EXAM_NOT_FINISHED', 409, 'The proctor signs once the exam is finished');
  const signedOn = parseProctorAffidavitDate(body.date);
  if (!signedOn) throw new Error('date passed validation but does not parse');
  return db.transaction(async (tx) => {
    const now = clock.now();
    await guardGuesses(tx, actor.id, 'PROCTOR', now);
    const code = await repo.findSigningCode(tx, {
      codeHash: hashCode(codeKey, 'PROCTOR', body.proctorCode),
      learnerProductId: attempt.learnerProductId,
      examNodeId: attempt.nodeId,
      personAssessmentId: attempt.id,
      now,
    });
    if (!code) {
      await insertFailure(tx, { userId: actor.id, kind: 'PROCTOR', learnerProductId: attempt.learnerProductId, failedAt: now });
      return { proctorCodeValid: false };
    }
    const stored = await repo.insertAffidavit(tx, {
      personAssessmentId: attempt.id,
      learnerProductId: attempt.learnerProductId,
      gateCodeId: code.id,
      proctorName: body.proctorName,
      employerAndJobTitle: body.employerAndJobTitle,
      businessAddress: body.businessAddress,
      daytimePhone: body.daytimePhone,
      email: body.email,
      relationship: body.relationship,
      signedOn,
      submittedByUserId: actor.id,
      submittedAt: now,
    });
    if (!stored) throw new AppError('PROCTOR_AFFIDAVIT_EXISTS', 409, 'The proctor affidavit of this exam is already signed');
    if (!code.consumedAt)
      await repo.consumeForSignature(tx, code.id, { personAssessmentId: attempt.id, attemptNumber: attempt.attemptNumber, now });
    return { proctorCodeValid: true };
  });
}
