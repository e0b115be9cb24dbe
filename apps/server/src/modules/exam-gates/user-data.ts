import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CourseRules, findProductNode } from '../catalog/index.js';
import { gateRequirements } from './gate-rules.js';
import { open, seal } from './pii-cipher.js';
import { ownsLearnerProduct } from './policy.js';
import * as repo from './repo.js';

/** Associated data of a sealed licence: it opens only on its own learner product and exam. */
export function driversLicenseContext(learnerProductId: number, examNodeId: number): string {
  return `drivers-license:${learnerProductId}:${examNodeId}`;
}

/**
 * Stores the final exam user data (002 §3: driversLicense) of one sitting's exam, encrypted. Only an exam
 * whose metadata asks for the licence takes it: the platform keeps no PII it does not need.
 */
export async function saveFinalExamUserData(
  deps: { db: Db; clock: Clock; piiKey: Buffer },
  actor: SessionUser,
  input: { learnerProductId: number; componentId: number; driversLicense: string },
): Promise<{ driversLicenseProvided: boolean }> {
  const { db, clock, piiKey } = deps;
  const found = await repo.findLearnerProductWithRules(db, input.learnerProductId);
  if (!found || !ownsLearnerProduct(actor, found.lp)) throw notFound('learner product');
  const node = await findProductNode(db, found.product.id, input.componentId);
  if (node?.type !== 'EXAM') throw notFound('exam');
  if (!gateRequirements(new CourseRules(found.rules), node).driversLicenseRequired) {
    throw new AppError('DRIVERS_LICENSE_NOT_REQUESTED', 409, "This exam does not ask for a driver's license number.");
  }
  const sealed = seal(piiKey, input.driversLicense.trim(), driversLicenseContext(found.lp.id, node.id));
  await repo.upsertUserData(db, {
    learnerProductId: found.lp.id,
    examNodeId: node.id,
    driversLicenseEncrypted: sealed,
    at: clock.now(),
  });
  return { driversLicenseProvided: true };
}

/** The stored licence number in clear, for the people entitled to it (administrators' tools, tests). */
export async function readDriversLicense(
  db: Db,
  piiKey: Buffer,
  learnerProductId: number,
  examNodeId: number,
): Promise<string | null> {
  const row = await repo.findUserData(db, learnerProductId, examNodeId);
  return row ? open(piiKey, row.driversLicenseEncrypted, driversLicenseContext(learnerProductId, examNodeId)) : null;
}
