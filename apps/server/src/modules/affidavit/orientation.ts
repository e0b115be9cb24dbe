import type { AffidavitCycles, OrientationAffidavit } from '@continuum/contracts';
import type { Actor } from '../../platform/auth/actor.js';
import type { CourseRules } from '../catalog/index.js';
import { ownLearnerProduct } from './final.js';
import type { AffidavitDeps } from './licenses.js';
import * as repo from './repo.js';
import { cyclesOf, orientationText, type ProfileAttestation } from './texts.js';

/**
 * GET api/affidavit/acceptOrientation/{learnerProductId}: the orientation affidavit's text and version, and with
 * `accept=true` the learner's acceptance of that version, stored once with the time (decision 0093).
 */
export async function orientationAffidavit(
  deps: AffidavitDeps,
  actor: Actor,
  learnerProductId: number,
  accept: boolean,
  attestationOf?: (productId: number, rules: CourseRules) => Promise<ProfileAttestation>,
): Promise<OrientationAffidavit> {
  const found = await ownLearnerProduct(deps.db, actor.user.id, learnerProductId);
  const text = orientationText(found.rules, (await attestationOf?.(found.product.id, found.rules)) ?? null);
  let row = await repo.findAcceptance(deps.db, found.lp.id, 'ORIENTATION');
  if (!row && accept) {
    row =
      (await repo.insertAcceptance(deps.db, {
        kind: 'ORIENTATION',
        learnerProductId: found.lp.id,
        acceptedByUserId: actor.realActor.id,
        textVersion: text.version,
        textBody: text.text,
        acceptedAt: deps.clock.now(),
      })) ?? (await repo.findAcceptance(deps.db, found.lp.id, 'ORIENTATION'));
  }
  return {
    learnerProductId: found.lp.id,
    courseTitle: found.product.name,
    // What the learner accepted stays what they see, even when the course's text changed since.
    text: row ? row.textBody : text.text,
    version: row ? row.textVersion : text.version,
    accepted: !!row,
    acceptedAt: row ? row.acceptedAt.toISOString() : null,
  };
}

/** GET api/affidavit/cycles/{learnerProductId}: the reporting cycles the learner chooses from. */
export async function affidavitCycles(deps: AffidavitDeps, actor: Actor, learnerProductId: number): Promise<AffidavitCycles> {
  const found = await ownLearnerProduct(deps.db, actor.user.id, learnerProductId);
  return cyclesOf(found.rules);
}
