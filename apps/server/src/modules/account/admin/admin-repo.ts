import type { PagedSearch } from '@continuum/contracts';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../../platform/db/paged-search.js';
import { registrationInvites, userAuthorities, users } from '../../../platform/db/schema/index.js';

/** The users list: the value matches login, e-mail, first or last name; by login unless sorted. */
export const USER_LIST: SearchableList = {
  searchColumns: [users.login, users.email, users.firstName, users.lastName],
  sortFields: {
    login: users.login,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    createdAt: users.createdAt,
    activated: users.activated,
  },
  tieBreak: [asc(users.login), asc(users.id)],
};

/** A user's authorities as one sorted array, computed in the same query. */
const authoritiesOf = sql<string[]>`coalesce((select array_agg(${userAuthorities.authority} order by ${userAuthorities.authority})
  from ${userAuthorities} where ${userAuthorities.userId} = ${users.id}), '{}')`;

const ROW = {
  id: users.id,
  login: users.login,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  langKey: users.langKey,
  activated: users.activated,
  createdAt: users.createdAt,
  authorities: authoritiesOf,
};

export interface UserListOptions {
  activated?: boolean;
  authority?: string;
}

export async function searchUsers(db: Db, search: PagedSearch, options: UserListOptions) {
  const conditions: (SQL | undefined)[] = [searchCondition(USER_LIST, search)];
  if (options.activated !== undefined) conditions.push(eq(users.activated, options.activated));
  if (options.authority !== undefined)
    conditions.push(
      sql`exists (select 1 from ${userAuthorities} where ${userAuthorities.userId} = ${users.id} and ${userAuthorities.authority} = ${options.authority})`,
    );
  const where = and(...conditions);
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select(ROW)
      .from(users)
      .where(where)
      .orderBy(...orderBy(USER_LIST, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPerson(db: Db, login: string) {
  const [row] = await db.select(ROW).from(users).where(eq(users.login, login)).limit(1);
  return row;
}

/** Replaces a user's authorities (in the caller's transaction). */
export async function setAuthorities(db: Db, userId: number, authorities: string[]): Promise<void> {
  await db.delete(userAuthorities).where(eq(userAuthorities.userId, userId));
  if (authorities.length > 0) await db.insert(userAuthorities).values(authorities.map((authority) => ({ userId, authority })));
}

/** Open invitations to an address: a new invitation replaces them, so only the latest link works. */
export async function deleteOpenInvites(db: Db, email: string): Promise<void> {
  await db
    .delete(registrationInvites)
    .where(and(sql`lower(${registrationInvites.email}) = ${email.toLowerCase()}`, isNull(registrationInvites.usedAt)));
}

export async function findOpenInviteByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(registrationInvites)
    .where(and(sql`lower(${registrationInvites.email}) = ${email.toLowerCase()}`, isNull(registrationInvites.usedAt)))
    .limit(1);
  return row;
}
