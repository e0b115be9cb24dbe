import type { Paged, PagedSearch, SearchOperation } from '@continuum/contracts';
import { type AnyColumn, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../errors.js';

/**
 * The server half of the paged search (000 §3, decision 0075): each list names the columns its search value
 * is matched against and the fields it can be sorted by; this file turns a request into SQL the same way for
 * every list. Repos own their queries and call these pieces.
 */
export interface SearchableList {
  /** Matched against the search value; a row matches when any of them does. */
  searchColumns: (AnyColumn | SQL)[];
  /** Sort fields by the name the client sends (the reply's field names). */
  sortFields: Record<string, AnyColumn | SQL>;
  /** Appended after the request's sort orders: a unique order, so a row never shows on two pages. */
  tieBreak: SQL[];
}

/** LIKE's wildcards and its escape character, taken literally: a search for '50%' finds '50%', not '50' and more. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern of an operation; Equals is a whole-value, case-insensitive match. */
export function likePattern(value: string, operation: SearchOperation): string {
  const v = escapeLike(value);
  switch (operation) {
    case 'EQUALS':
      return v;
    case 'STARTS_WITH':
      return `${v}%`;
    case 'ENDS_WITH':
      return `%${v}`;
    default:
      return `%${v}%`;
  }
}

/** The search condition, or undefined when there is nothing to search for (an empty or blank value lists all). */
export function searchCondition(list: SearchableList, search: PagedSearch): SQL | undefined {
  const value = search.searchValue?.trim();
  if (!value) return undefined;
  const pattern = likePattern(value, search.searchOperation);
  // Backslash is PostgreSQL's default LIKE escape; columns are compared as text so ids and dates match too.
  return or(...list.searchColumns.map((column) => sql`(${column})::text ilike ${pattern}`));
}

/** ORDER BY of the request's primary and secondary orders (a field the list does not know is a 400), then the tie-break. */
export function orderBy(list: SearchableList, search: PagedSearch): SQL[] {
  const orders: SQL[] = [];
  for (const which of ['primary', 'secondary'] as const) {
    const order = search.sortOrders?.[which];
    if (!order) continue;
    const column = Object.hasOwn(list.sortFields, order.field) ? list.sortFields[order.field] : undefined;
    if (!column) {
      const known = Object.keys(list.sortFields).join(', ');
      throw badRequest(`sortOrders.${which}.field`, `cannot sort by ${order.field}; one of ${known}`);
    }
    orders.push(order.direction === 'DESC' ? desc(column) : asc(column));
  }
  return [...orders, ...list.tieBreak];
}

/** LIMIT and OFFSET of the requested page. */
export function pageWindow(search: PagedSearch): { limit: number; offset: number } {
  return { limit: search.pageSize, offset: search.page * search.pageSize };
}

/** The reply: the page's rows with the totals (a page past the end is empty, with the true totals). */
export function pageOf<T>(search: PagedSearch, content: T[], totalElements: number): Paged<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / search.pageSize) };
}

/** A filter key a list does not know is a 400 naming it, not a silently ignored filter. */
export function knownKeys(
  map: Record<string, unknown> | undefined,
  known: readonly string[],
  where: 'options' | 'extraSearchData',
): void {
  for (const key of Object.keys(map ?? {})) {
    if (!known.includes(key)) throw badRequest(`${where}.${key}`, `unknown filter; one of ${known.join(', ') || 'none'}`);
  }
}
