import { IDENTITY_CHECK_VALID_HOURS, IdentityGateError } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { biosigPassedSince, typingPassedSince } from '../identity/index.js';

/**
 * The server's course-entry identity gates (issue 19, decision 0097): a learner product with `authRequired`
 * needs a typing-pattern pass, one with `biosigRequired` a signature pass, within the last
 * IDENTITY_CHECK_VALID_HOURS and with no failure since; otherwise 409 with the code the web opens the check for.
 */
export async function assertIdentityChecks(
  db: Db,
  lp: { id: number; userId: number; authRequired: boolean; biosigRequired: boolean },
  clock: Clock,
): Promise<void> {
  if (!lp.authRequired && !lp.biosigRequired) return;
  const since = new Date(clock.now().getTime() - IDENTITY_CHECK_VALID_HOURS * 3_600_000);
  if (lp.authRequired && !(await typingPassedSince(db, lp.userId, since)))
    throw new AppError(IdentityGateError.TYPING_CHECK_REQUIRED, 409, 'A typing-pattern check is required before the course');
  if (lp.biosigRequired && !(await biosigPassedSince(db, lp.id, since)))
    throw new AppError(IdentityGateError.BIOSIG_CHECK_REQUIRED, 409, 'A signature check is required before the course');
}
