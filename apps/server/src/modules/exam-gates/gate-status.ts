import type { GateCodeKind } from '@continuum/contracts';
import { ExamGateError, examGateMessages } from '@continuum/contracts';
import { type Clock, systemClock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { CourseRules, findProductNode } from '../catalog/index.js';
import { type GateRequirements, gateRequirements } from './gate-rules.js';
import * as repo from './repo.js';

export interface ExamGateInput {
  userId: number;
  learnerProductId: number;
  examNodeId: number;
  attemptNumber: number;
}

export interface ExamGateStatus {
  /** SC_FINAL_EXAM_ACCESS_CODE_REQUIRED applies to this exam. */ accessCodeRequired: boolean;
  /** A valid, unexpired, unused-for-another-sitting access code was accepted for this sitting. */ accessCodeAccepted: boolean;
  /** SC_PROCTOR_PROCTOR_REQUIRED applies. */ proctorCodeRequired: boolean;
  proctorCodeAccepted: boolean;
  /** The exam asks for a driver's licence number (exam node metadata). */ driversLicenseRequired: boolean;
  driversLicenseProvided: boolean;
}

const NOTHING: GateRequirements = { accessCodeRequired: false, proctorCodeRequired: false, driversLicenseRequired: false };

/** The gates of this exam for this learner product; nothing when the pair does not belong together. */
async function requirementsOf(db: Db, input: ExamGateInput): Promise<GateRequirements> {
  const found = await repo.findLearnerProductWithRules(db, input.learnerProductId);
  if (!found || found.lp.userId !== input.userId) return NOTHING;
  const node = await findProductNode(db, found.product.id, input.examNodeId);
  if (!node) return NOTHING;
  return gateRequirements(new CourseRules(found.rules), node);
}

/**
 * The seam the exam engine calls when it reports an exam's status and before it starts an attempt.
 * `attemptNumber` is the sitting in question: the one about to start, or the unfinished one (whose codes
 * were consumed by it). Pass the app's clock: code expiry is judged by it.
 */
export async function examGateStatus(db: Db, input: ExamGateInput, clock: Clock = systemClock): Promise<ExamGateStatus> {
  const required = await requirementsOf(db, input);
  const needsCodes = required.accessCodeRequired || required.proctorCodeRequired;
  const [accepted, userData] = await Promise.all([
    needsCodes ? repo.findAcceptedKinds(db, { ...input, now: clock.now() }) : Promise.resolve(new Set<string>()),
    required.driversLicenseRequired
      ? repo.findUserData(db, input.learnerProductId, input.examNodeId)
      : Promise.resolve(undefined),
  ]);
  return {
    ...required,
    accessCodeAccepted: accepted.has('ACCESS'),
    proctorCodeAccepted: accepted.has('PROCTOR'),
    driversLicenseProvided: userData !== undefined,
  };
}

/**
 * Marks the accepted codes as used by the attempt that just started (same transaction as the attempt insert).
 * A required gate that was not passed throws 403 (as the engine's own check does), rolling the attempt back: the server, not the browser,
 * decides whether the exam may start.
 */
export async function consumeExamGates(
  tx: Db,
  input: ExamGateInput & { personAssessmentId: number },
  clock: Clock = systemClock,
): Promise<void> {
  const required = await requirementsOf(tx, input);
  const kinds: GateCodeKind[] = [];
  if (required.accessCodeRequired) kinds.push('ACCESS');
  if (required.proctorCodeRequired) kinds.push('PROCTOR');
  const now = clock.now();
  const consumed = await repo.consumeAcceptedCodes(tx, { ...input, kinds, now });
  if (consumed.size < kinds.length) {
    // Codes this very attempt already consumed (a repeated call) still count.
    const already = await repo.findAcceptedKinds(tx, { ...input, now });
    for (const kind of kinds) {
      if (consumed.has(kind) || already.has(kind)) continue;
      throw kind === 'ACCESS'
        ? new AppError(ExamGateError.ACCESS_CODE_REQUIRED, 403, examGateMessages.accessCodeRequired)
        : new AppError(ExamGateError.PROCTOR_CODE_REQUIRED, 403, 'A proctor code is required to start this exam.');
    }
  }
  if (required.driversLicenseRequired && !(await repo.findUserData(tx, input.learnerProductId, input.examNodeId))) {
    throw new AppError(ExamGateError.DRIVERS_LICENSE_REQUIRED, 403, examGateMessages.driversLicenseRequired);
  }
}
