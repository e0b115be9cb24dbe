import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { affidavitAcceptances } from '../../platform/db/schema/index.js';
import { defaultTextOf } from './default-texts.js';

/**
 * One learner product's accepted affidavits with the text's version and body, for the records archive (issue 28).
 * The sealed fields (SSN, date of birth, licence and ID numbers) stay out: the archive says only whether each was given.
 * An acceptance of a built-in text stores only its version; `defaultText` gives that version's wording (decision 0198).
 */
export async function affidavitRecordsOf(db: Db, learnerProductId: number) {
  const rows = await db
    .select()
    .from(affidavitAcceptances)
    .where(eq(affidavitAcceptances.learnerProductId, learnerProductId))
    .orderBy(asc(affidavitAcceptances.id));
  return rows.map(({ ssnEncrypted, driversLicenseEncrypted, dateOfBirthEncrypted, idNumberEncrypted, ...row }) => ({
    ...row,
    ...(row.textBody == null ? { defaultText: defaultTextOf(row.kind, row.textVersion) } : {}),
    given: {
      ssn: ssnEncrypted != null,
      driversLicense: driversLicenseEncrypted != null,
      dateOfBirth: dateOfBirthEncrypted != null,
      idNumber: idNumberEncrypted != null,
    },
  }));
}
