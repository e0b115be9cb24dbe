import { PROCTOR_USER_NOT_CREATED, proctorProfilePasswordMin } from '@continuum/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, products } from '../../platform/db/schema/index.js';
import { REMOTE_PROCTOR_TYPE } from './eligibility.js';

/**
 * Records whether the remote proctoring site can make this learner's profile (decision 0043): the site
 * needs a password of 6 or more characters, and only sign-in, password change and reset ever see the
 * password in clear. A shorter one marks the learner's remote-proctored enrolments USER_NOT_CREATED
 * (002 §4, §8); a long enough one clears that mark. Other proctor statuses are left alone.
 */
export async function noteProctorPassword(db: Db, userId: number, passwordLength: number): Promise<void> {
  const remote = db
    .select({ id: products.id })
    .from(products)
    .where(sql`upper(${products.proctorType}) = ${REMOTE_PROCTOR_TYPE}`);
  const short = passwordLength < proctorProfilePasswordMin;
  await db
    .update(learnerProducts)
    .set({ proctorStatus: short ? PROCTOR_USER_NOT_CREATED : null })
    .where(
      and(
        eq(learnerProducts.userId, userId),
        inArray(learnerProducts.productId, remote),
        short
          ? or(isNull(learnerProducts.proctorStatus), eq(learnerProducts.proctorStatus, PROCTOR_USER_NOT_CREATED))
          : eq(learnerProducts.proctorStatus, PROCTOR_USER_NOT_CREATED),
      ),
    );
}
