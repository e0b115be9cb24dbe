import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { proctorAffidavits } from '../../platform/db/schema/index.js';

/** One learner product's proctor attestations (affidavits signed at the sitting), for the records archive (issue 28). */
export function proctorAttestationsOf(db: Db, learnerProductId: number) {
  return db
    .select()
    .from(proctorAffidavits)
    .where(eq(proctorAffidavits.learnerProductId, learnerProductId))
    .orderBy(asc(proctorAffidavits.id));
}
