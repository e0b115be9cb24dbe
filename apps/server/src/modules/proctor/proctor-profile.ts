import { PROCTOR_USER_NOT_CREATED, proctorProfilePasswordMin } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { updateProctorStatusOfUser } from '../product/index.js';
import { REMOTE_PROCTOR_TYPE } from './eligibility.js';

/**
 * Records whether the remote proctoring site can make this learner's profile (decision 0043): the site
 * needs a password of 6 or more characters, and only sign-in, password change and reset ever see the
 * password in clear. A shorter one marks the learner's remote-proctored enrolments USER_NOT_CREATED
 * (002 §4, §8); a long enough one clears that mark. Other proctor statuses are left alone.
 */
export async function noteProctorPassword(db: Db, userId: number, passwordLength: number): Promise<void> {
  if (passwordLength < proctorProfilePasswordMin) {
    await updateProctorStatusOfUser(db, userId, REMOTE_PROCTOR_TYPE, PROCTOR_USER_NOT_CREATED, [null, PROCTOR_USER_NOT_CREATED]);
  } else {
    await updateProctorStatusOfUser(db, userId, REMOTE_PROCTOR_TYPE, null, [PROCTOR_USER_NOT_CREATED]);
  }
}
