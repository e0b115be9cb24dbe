/**
 * The constants of the paged search (000 §9), apart from its schemas: the web app's list component imports
 * these, and a module of zod schemas would bring its schema construction into the page's chunk with them.
 */
/** 000 §9: Contains, Equals, Starts with, Ends with; Contains by default. */
export const SEARCH_OPERATIONS = ['CONTAINS', 'EQUALS', 'STARTS_WITH', 'ENDS_WITH'] as const;
export type SearchOperation = (typeof SEARCH_OPERATIONS)[number];
export const DEFAULT_SEARCH_OPERATION: SearchOperation = 'CONTAINS';

/** 000 §9: page sizes 10, 25, 50, 100; 25 by default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** The last page a request may ask for: far past any list we hold, and offset = page x 100 stays an int4. */
export const MAX_PAGE = 1_000_000;
export const SEARCH_VALUE_MAX = 200;
/** Sort field and filter key names. */
export const SEARCH_FIELD_NAME_MAX = 64;

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
