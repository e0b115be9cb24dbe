import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { certificates, credentialKeys } from '../../platform/db/schema/index.js';

export type CertificateRow = typeof certificates.$inferSelect;

/** The certificate of a learner product, or undefined. */
export async function findByLearnerProduct(db: Db, learnerProductId: number): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.learnerProductId, learnerProductId)).limit(1);
  return row;
}

/** The certificate with this verification code, or undefined. */
export async function findByCode(db: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row;
}

/** Stores a certificate unless the learner product has one (a concurrent issue); returns the one that stands. */
export async function insertCertificate(db: Db, row: Omit<typeof certificates.$inferInsert, 'id'>): Promise<CertificateRow> {
  const [inserted] = await db
    .insert(certificates)
    .values(row)
    .onConflictDoNothing({ target: certificates.learnerProductId })
    .returning();
  if (inserted) return inserted;
  const existing = await findByLearnerProduct(db, row.learnerProductId);
  if (!existing) throw new Error('certificate insert conflicted yet none stands');
  return existing;
}

/** The verification codes of these learner products' certificates, where issued. */
export async function findCodesOf(db: Db, learnerProductIds: number[]): Promise<Map<number, string>> {
  if (learnerProductIds.length === 0) return new Map();
  const rows = await db
    .select({ lpId: certificates.learnerProductId, code: certificates.code })
    .from(certificates)
    .where(inArray(certificates.learnerProductId, learnerProductIds));
  return new Map(rows.map((r) => [r.lpId, r.code]));
}

/** Marks a certificate revoked unless it already is; returns whether this call revoked it. */
export async function revokeCertificate(
  db: Db,
  id: number,
  revocation: { revokedAt: Date; revokedReason: string; revokedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set(revocation)
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** The ids of the revoked certificates whose ids fall in [from, to): one status list's set bits. */
export async function revokedIdsBetween(db: Db, from: number, to: number): Promise<number[]> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(gte(certificates.id, from), lt(certificates.id, to), isNotNull(certificates.revokedAt)));
  return rows.map((r) => r.id);
}

export type CredentialKeyRow = typeof credentialKeys.$inferSelect;

/** The signing key in use: the newest one not retired. */
export async function findActiveKey(db: Db): Promise<CredentialKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(credentialKeys)
    .where(isNull(credentialKeys.retiredAt))
    .orderBy(desc(credentialKeys.id))
    .limit(1);
  return row;
}

/** Every key ever used, retired ones included (they verify what they signed). */
export async function findAllKeys(db: Db): Promise<CredentialKeyRow[]> {
  return db.select().from(credentialKeys).orderBy(credentialKeys.id);
}

/** Stores a new key and retires every other one, in the caller's transaction. */
export async function insertActiveKey(db: Db, row: Omit<typeof credentialKeys.$inferInsert, 'id'>): Promise<CredentialKeyRow> {
  await db.update(credentialKeys).set({ retiredAt: row.createdAt }).where(isNull(credentialKeys.retiredAt));
  const [inserted] = await db.insert(credentialKeys).values(row).returning();
  if (!inserted) throw new Error('credential key insert returned nothing');
  return inserted;
}

/** The certificates of these learner products, newest completion first (the learner's certificates page). */
export async function findByLearnerProducts(db: Db, learnerProductIds: number[]): Promise<CertificateRow[]> {
  if (learnerProductIds.length === 0) return [];
  return db
    .select()
    .from(certificates)
    .where(inArray(certificates.learnerProductId, learnerProductIds))
    .orderBy(desc(certificates.completedOn), desc(certificates.id));
}

/**
 * Claims the unrevoked certificates expiring between `fromDay` and `untilDay` (YYYY-MM-DD) not yet reminded: marks
 * them reminded and returns them, in one statement, so two runs (or two instances) never remind twice.
 */
export function claimExpiryReminders(db: Db, fromDay: string, untilDay: string, at: Date): Promise<CertificateRow[]> {
  return db
    .update(certificates)
    .set({ expiryRemindedAt: at })
    .where(
      and(
        isNull(certificates.expiryRemindedAt),
        isNull(certificates.revokedAt),
        isNotNull(certificates.expiresOn),
        gte(certificates.expiresOn, fromDay),
        lte(certificates.expiresOn, untilDay),
      ),
    )
    .returning();
}
