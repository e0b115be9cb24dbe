import type { PagedSearch } from '@continuum/contracts';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { regulatorReportItems as items } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import { productNames } from '../product/index.js';
import { whereAll } from './repo.js';

export interface ItemFilters {
  status?: string;
  regulator?: string;
  profileId?: string;
  productId?: number;
}

function listOf(db: Db) {
  const learner = userIdentities(db);
  const product = productNames(db);
  const list: SearchableList = {
    searchColumns: [learner.login, learner.firstName, learner.lastName, items.regulator, items.approvalNumber, items.profileId],
    sortFields: {
      id: items.id,
      dueOn: items.dueOn,
      completedAt: items.completedAt,
      status: items.status,
      regulator: items.regulator,
      productName: product.name,
    },
    tieBreak: [sql`${items.id} asc`],
  };
  return { learner, product, list };
}

function filterConditions(f: ItemFilters): (SQL | undefined)[] {
  return [
    f.status ? eq(items.status, f.status) : undefined,
    f.regulator ? eq(items.regulator, f.regulator) : undefined,
    f.profileId ? eq(items.profileId, f.profileId) : undefined,
    f.productId ? eq(items.productId, f.productId) : undefined,
  ];
}

/** One page of report items with the learner's and product's names, and the total the filters match. */
export async function searchItems(db: Db, search: PagedSearch, filters: ItemFilters) {
  const { learner, product, list } = listOf(db);
  const where = whereAll([searchCondition(list, search), ...filterConditions(filters)]);
  const { limit, offset } = pageWindow(search);
  const rows = await db
    .select({
      item: items,
      learner: { login: learner.login, firstName: learner.firstName, lastName: learner.lastName },
      productName: product.name,
    })
    .from(items)
    .innerJoin(learner, eq(learner.id, items.userId))
    .innerJoin(product, eq(product.id, items.productId))
    .where(where)
    .orderBy(...orderBy(list, search))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(items)
    .innerJoin(learner, eq(learner.id, items.userId))
    .innerJoin(product, eq(product.id, items.productId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Items by id with the learner's names (an export's lines), in id order. */
export async function findItemsWithLearners(db: Db, ids: number[]) {
  const { learner, product } = listOf(db);
  return db
    .select({
      item: items,
      learner: { login: learner.login, firstName: learner.firstName, lastName: learner.lastName },
      productName: product.name,
    })
    .from(items)
    .innerJoin(learner, eq(learner.id, items.userId))
    .innerJoin(product, eq(product.id, items.productId))
    .where(inArray(items.id, ids))
    .orderBy(items.id);
}

/** Every item not yet accepted, with its product's name (the dashboard's counts are made from them). */
export async function unsettledItemsWithProducts(db: Db) {
  const { product } = listOf(db);
  return db
    .select({ item: items, productName: product.name })
    .from(items)
    .innerJoin(product, eq(product.id, items.productId))
    .where(sql`${items.status} in ('BLOCKED', 'DUE', 'REJECTED', 'LATE', 'EXPORTED')`)
    .orderBy(items.dueOn, items.id);
}
