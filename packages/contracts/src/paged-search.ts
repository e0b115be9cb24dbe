import { z } from 'zod';
import { intField, text } from './inputs.js';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_OPERATION,
  MAX_PAGE,
  PAGE_SIZES,
  SEARCH_FIELD_NAME_MAX,
  SEARCH_OPERATIONS,
  SEARCH_VALUE_MAX,
  SORT_DIRECTIONS,
} from './paged-search-limits.js';

/**
 * The paged search of the searchable lists (000 §3, §9; 002 §7 "POST to a configurable search path"): one request
 * and one reply shape for every admin list, so the server builds each list's query the same way and the web app
 * has one table component for all of them (decision 0075).
 */

export const sortOrder = z.object({
  field: text().min(1, 'field is required').max(SEARCH_FIELD_NAME_MAX),
  direction: z.enum(SORT_DIRECTIONS, { error: 'direction must be ASC or DESC' }),
});
export type SortOrder = z.infer<typeof sortOrder>;

/** A list's own filter value (options and extra search data): text, a number or a yes/no, never null. */
const filterValue = z.union([text().max(SEARCH_VALUE_MAX), z.number().finite(), z.boolean()]);
const filterMap = z.record(text().max(SEARCH_FIELD_NAME_MAX), filterValue);

export const pagedSearchRequest = z.object({
  searchValue: text().max(SEARCH_VALUE_MAX).nullish(),
  searchOperation: z
    .enum(SEARCH_OPERATIONS, { error: `searchOperation must be one of ${SEARCH_OPERATIONS.join(', ')}` })
    .default(DEFAULT_SEARCH_OPERATION),
  page: intField('page', 0, MAX_PAGE).default(0),
  pageSize: z.literal(PAGE_SIZES, { error: `pageSize must be one of ${PAGE_SIZES.join(', ')}` }).default(DEFAULT_PAGE_SIZE),
  /** 000 §3 "options (only non-null)": a list's named filters; null values are refused, not ignored. */
  options: filterMap.optional(),
  sortOrders: z.object({ primary: sortOrder.optional(), secondary: sortOrder.optional() }).optional(),
  /** 000 §3 "extra search data": filters a list adds beyond its options (an audits list's date range, say). */
  extraSearchData: filterMap.optional(),
});
export type PagedSearchRequest = z.input<typeof pagedSearchRequest>;
export type PagedSearch = z.output<typeof pagedSearchRequest>;

/** The reply of a paged search: one page of rows and the totals. */
export function pagedReply<T extends z.ZodType>(row: T) {
  return z.object({
    content: z.array(row),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}
export interface Paged<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
}
