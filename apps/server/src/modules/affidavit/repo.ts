import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { affidavitAcceptances, affidavitLicenses } from '../../platform/db/schema/index.js';

export type AcceptanceRow = typeof affidavitAcceptances.$inferSelect;
export type NewAcceptance = typeof affidavitAcceptances.$inferInsert;
export type LicenseRow = typeof affidavitLicenses.$inferSelect;

/** Whose licences: an account, or an external learner of the /affidavit link. */
export type LicenseOwner = { userId: number } | { externalUserId: string };

const ownerCondition = (owner: LicenseOwner) =>
  'userId' in owner
    ? eq(affidavitLicenses.userId, owner.userId)
    : and(eq(affidavitLicenses.externalUserId, owner.externalUserId), isNull(affidavitLicenses.userId));

export async function findLicenses(db: Db, owner: LicenseOwner, state?: string): Promise<LicenseRow[]> {
  const where = state ? and(ownerCondition(owner), eq(affidavitLicenses.state, state)) : ownerCondition(owner);
  return db.select().from(affidavitLicenses).where(where).orderBy(asc(affidavitLicenses.id));
}

export async function findLicense(db: Db, owner: LicenseOwner, id: number): Promise<LicenseRow | undefined> {
  const [row] = await db
    .select()
    .from(affidavitLicenses)
    .where(and(ownerCondition(owner), eq(affidavitLicenses.id, id)))
    .limit(1);
  return row;
}

export async function findLicenseById(db: Db, id: number): Promise<LicenseRow | undefined> {
  const [row] = await db.select().from(affidavitLicenses).where(eq(affidavitLicenses.id, id)).limit(1);
  return row;
}

/**
 * Claims the learners' licences renewing between `fromDay` and `untilDay` (YYYY-MM-DD) that a final affidavit
 * recorded and that were not yet reminded of that renewal date: marks them and returns them, in one statement, so two
 * runs (or two instances) never remind twice (decision 0197).
 */
export function claimLicenseRenewalReminders(db: Db, fromDay: string, untilDay: string) {
  return db
    .update(affidavitLicenses)
    .set({ renewalRemindedFor: sql`${affidavitLicenses.renewalDate}` })
    .where(
      and(
        isNotNull(affidavitLicenses.userId),
        gte(affidavitLicenses.renewalDate, fromDay),
        lte(affidavitLicenses.renewalDate, untilDay),
        or(isNull(affidavitLicenses.renewalRemindedFor), ne(affidavitLicenses.renewalRemindedFor, affidavitLicenses.renewalDate)),
        inArray(
          affidavitLicenses.id,
          db
            .select({ id: affidavitAcceptances.licenseId })
            .from(affidavitAcceptances)
            .where(and(eq(affidavitAcceptances.kind, 'FINAL'), isNotNull(affidavitAcceptances.licenseId))),
        ),
      ),
    )
    .returning({
      id: affidavitLicenses.id,
      userId: affidavitLicenses.userId,
      state: affidavitLicenses.state,
      licenseType: affidavitLicenses.licenseType,
      renewalDate: affidavitLicenses.renewalDate,
    });
}

export async function insertLicense(db: Db, row: typeof affidavitLicenses.$inferInsert): Promise<LicenseRow> {
  const [created] = await db.insert(affidavitLicenses).values(row).returning();
  if (!created) throw new Error('licence insert returned nothing');
  return created;
}

export async function findAcceptance(db: Db, learnerProductId: number, kind: string): Promise<AcceptanceRow | undefined> {
  const [row] = await db
    .select()
    .from(affidavitAcceptances)
    .where(and(eq(affidavitAcceptances.learnerProductId, learnerProductId), eq(affidavitAcceptances.kind, kind)))
    .limit(1);
  return row;
}

export async function findExternalAcceptance(
  db: Db,
  externalUserId: string,
  externalEnrollmentId: string,
): Promise<AcceptanceRow | undefined> {
  const [row] = await db
    .select()
    .from(affidavitAcceptances)
    .where(
      and(
        eq(affidavitAcceptances.externalUserId, externalUserId),
        eq(affidavitAcceptances.externalEnrollmentId, externalEnrollmentId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts an acceptance; false when one of the same kind already exists (a concurrent accept lost the race). */
export async function insertAcceptance(db: Db, row: NewAcceptance): Promise<AcceptanceRow | undefined> {
  const [created] = await db.insert(affidavitAcceptances).values(row).onConflictDoNothing().returning();
  return created;
}

/** The acceptances of one kind of these learner products (one each at most). */
export async function findAcceptancesOf(db: Db, learnerProductIds: number[], kind: string): Promise<AcceptanceRow[]> {
  if (learnerProductIds.length === 0) return [];
  return db
    .select()
    .from(affidavitAcceptances)
    .where(and(inArray(affidavitAcceptances.learnerProductId, learnerProductIds), eq(affidavitAcceptances.kind, kind)));
}

export async function findLicensesByIds(db: Db, ids: number[]): Promise<LicenseRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(affidavitLicenses).where(inArray(affidavitLicenses.id, ids));
}
