import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { certificates } from '../../platform/db/schema/index.js';

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
