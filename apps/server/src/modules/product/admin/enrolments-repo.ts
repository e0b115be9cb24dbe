import type { PagedSearch } from '@continuum/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../../platform/db/paged-search.js';
import { learnerProducts, products } from '../../../platform/db/schema/index.js';
import { userIdentities } from '../../account/index.js';
import { findEnrolableProductIds } from '../lineage.js';

/** The enrolments list: by learner login or name, product code or name; newest first unless sorted. */
function enrolmentList(who: ReturnType<typeof userIdentities>): SearchableList {
  return {
    searchColumns: [who.login, who.lastName, who.firstName, products.code, products.name],
    sortFields: {
      createdAt: learnerProducts.createdAt,
      login: who.login,
      productCode: products.code,
      status: learnerProducts.status,
      startDate: learnerProducts.startDate,
    },
    tieBreak: [desc(learnerProducts.createdAt), desc(learnerProducts.id)],
  };
}

export async function searchEnrolments(db: Db, search: PagedSearch, options: { productCode?: string }) {
  const who = userIdentities(db);
  const list = enrolmentList(who);
  const conditions: (SQL | undefined)[] = [searchCondition(list, search)];
  if (options.productCode !== undefined) conditions.push(eq(products.code, options.productCode));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(search);
  const base = () =>
    db
      .select({
        id: learnerProducts.id,
        login: who.login,
        firstName: who.firstName,
        lastName: who.lastName,
        productCode: products.code,
        productName: products.name,
        status: learnerProducts.status,
        startDate: learnerProducts.startDate,
        endDate: learnerProducts.endDate,
        createdAt: learnerProducts.createdAt,
        withdrawnAt: learnerProducts.withdrawnAt,
      })
      .from(learnerProducts)
      .innerJoin(who, eq(who.id, learnerProducts.userId))
      .innerJoin(products, eq(products.id, learnerProducts.productId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...orderBy(list, search))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(learnerProducts)
      .innerJoin(who, eq(who.id, learnerProducts.userId))
      .innerJoin(products, eq(products.id, learnerProducts.productId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Product ids by code, for the codes an enrolment names. */
/** The product a new enrolment by each code gets: the newest published version of its lineage (decision 0163). */
export function findProductIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  return findEnrolableProductIds(db, codes);
}

/** The (user, product) pairs among these that already have a learner product. */
export async function findExistingEnrolments(db: Db, userIds: number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: learnerProducts.userId, productId: learnerProducts.productId })
    .from(learnerProducts)
    .where(inArray(learnerProducts.userId, userIds));
  return new Set(rows.map((r) => `${r.userId}:${r.productId}`));
}

/** Which of these external user ids already hold an enrolment, as `externalUserId\u0000externalEnrollmentId` keys. */
export async function findExternalIdPairs(db: Db, externalUserIds: string[]): Promise<Set<string>> {
  if (externalUserIds.length === 0) return new Set();
  const rows = await db
    .select({ user: learnerProducts.externalUserId, enrolment: learnerProducts.externalEnrollmentId })
    .from(learnerProducts)
    .where(inArray(learnerProducts.externalUserId, externalUserIds));
  return new Set(rows.map((r) => `${r.user}\u0000${r.enrolment}`));
}

export async function findEnrolment(db: Db, id: number) {
  const [row] = await db
    .select({ id: learnerProducts.id, userId: learnerProducts.userId, productId: learnerProducts.productId })
    .from(learnerProducts)
    .where(eq(learnerProducts.id, id))
    .limit(1);
  return row;
}

/** An administrator's start and end dates (null clears one); the expiration date is left as it was. */
export async function updateEnrolmentDates(db: Db, id: number, dates: { startDate: string | null; endDate: string | null }) {
  await db.update(learnerProducts).set(dates).where(eq(learnerProducts.id, id));
}
