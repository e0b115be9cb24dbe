import { DB_INT_MAX, type Paged, type PagedSearch, REPORT_STATUSES, type ReportItem } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { badRequest } from '../../platform/errors.js';
import { itemView } from './item-view.js';
import { type ItemFilters, searchItems } from './search-repo.js';

const OPTIONS = ['status', 'regulator', 'profileId', 'productId'] as const;

function textOption(search: PagedSearch, key: 'status' | 'regulator' | 'profileId'): string | undefined {
  const value = search.options?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`options.${key}`, `${key} must be text`);
  return value;
}

function filtersOf(search: PagedSearch): ItemFilters {
  knownKeys(search.options, OPTIONS, 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const status = textOption(search, 'status');
  if (status !== undefined && !(REPORT_STATUSES as readonly string[]).includes(status))
    throw badRequest('options.status', `status must be one of ${REPORT_STATUSES.join(', ')}`);
  return {
    status,
    regulator: textOption(search, 'regulator'),
    profileId: textOption(search, 'profileId'),
    productId: productIdOption(search),
  };
}

function productIdOption(search: PagedSearch): number | undefined {
  const value = search.options?.productId;
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > DB_INT_MAX)
    throw badRequest('options.productId', 'productId must be a positive whole number');
  return value;
}

/** POST api/admin/regulator-reports/search: the paged search of 000 §3 over report items. */
export async function searchReportItems(db: Db, search: PagedSearch): Promise<Paged<ReportItem>> {
  const { rows, total } = await searchItems(db, search, filtersOf(search));
  return pageOf(
    search,
    rows.map((r) => itemView(r.item, r.learner, r.productName)),
    total,
  );
}
