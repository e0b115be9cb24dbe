import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { registrationInvites, userAuthorities, users } from '../../platform/db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.login, login.toLowerCase())).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByActivationKeyHash(db: Db, hash: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.activationKeyHash, hash)).limit(1);
  return row;
}

export async function findUserByResetKeyHash(db: Db, hash: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.resetKeyHash, hash)).limit(1);
  return row;
}

/** Creates a user with its authorities, in the caller's transaction (registration, the demo seeder). */
export async function insertUser(db: Db, row: typeof users.$inferInsert, authorities: string[]): Promise<UserRow> {
  const [user] = await db.insert(users).values(row).returning();
  if (!user) throw new Error('insert returned no row');
  if (authorities.length > 0) {
    await db.insert(userAuthorities).values(authorities.map((authority) => ({ userId: user.id, authority })));
  }
  return user;
}

export async function updateUser(db: Db, id: number, patch: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function findOpenInvite(db: Db, keyHash: string) {
  const [row] = await db
    .select()
    .from(registrationInvites)
    .where(and(eq(registrationInvites.keyHash, keyHash), isNull(registrationInvites.usedAt)))
    .limit(1);
  return row;
}

export async function markInviteUsed(db: Db, keyHash: string, at: Date): Promise<void> {
  await db.update(registrationInvites).set({ usedAt: at }).where(eq(registrationInvites.keyHash, keyHash));
}

export async function insertInvite(db: Db, row: typeof registrationInvites.$inferInsert): Promise<void> {
  await db.insert(registrationInvites).values(row);
}
