import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { userAuthorities, users } from '../../platform/db/schema/index.js';

// Reads of users other modules make through account's surface (decision 0059, step 2): who a user is,
// as a query piece to join (one statement stays one statement), and the contact facts security questions check.

/** A subquery of every user's id, login, names and e-mail, to join where a read shows who a user is. */
export function userIdentities(db: Db) {
  return db
    .select({ id: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .as('user_identity');
}

/** The contact facts security questions are checked against (001 §9), or undefined for no such user. */
export async function findContactFacts(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, mailingCity: users.mailingCity, mailingZip: users.mailingZip, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether any account exists (the demo seeder runs on an empty database only). */
export async function anyUserExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** The stored password hashes of these logins (the start-up check for demo credentials). */
export async function findPasswordHashes(db: Db, logins: string[]): Promise<string[]> {
  if (logins.length === 0) return [];
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(inArray(users.login, logins));
  return rows.map((r) => r.passwordHash);
}

/** The login and stored password hash of a user (the external affidavit signed with the enrolment's account), or undefined. */
export async function findLoginAndPasswordHash(db: Db, userId: number) {
  const [row] = await db
    .select({ login: users.login, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whom a mail to this user goes to and in which language (names, e-mail, langKey), or undefined. */
export async function findMailRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, langKey: users.langKey })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The ids of these logins (an administrator's enrolment names learners by login), login -> id. */
export async function findUserIdsByLogin(db: Db, logins: string[]): Promise<Map<string, number>> {
  if (logins.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(
      inArray(
        users.login,
        logins.map((l) => l.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.login, r.id]));
}

/** A user by login with their authorities (an administrator assigns an instructor by login), or undefined. */
export async function findUserWithAuthorities(db: Db, login: string) {
  const [row] = await db
    .select({ id: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.login, login.toLowerCase()))
    .limit(1);
  if (!row) return undefined;
  const authorities = await db
    .select({ name: userAuthorities.authority })
    .from(userAuthorities)
    .where(eq(userAuthorities.userId, row.id));
  return { ...row, authorities: authorities.map((a) => a.name) };
}

/** The e-mail addresses of activated administrators (ROLE_ADMIN): who the regulator reporting digest goes to. */
export async function findAdminEmails(db: Db): Promise<{ email: string; langKey: string }[]> {
  return db
    .select({ email: users.email, langKey: users.langKey })
    .from(users)
    .innerJoin(userAuthorities, eq(userAuthorities.userId, users.id))
    .where(and(eq(userAuthorities.authority, 'ROLE_ADMIN'), eq(users.activated, true)))
    .orderBy(users.id);
}
