import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_OPERATION,
  PAGE_SIZES,
  type PagedSearchRequest,
  SEARCH_OPERATIONS,
  type SearchOperation,
  type SortOrder,
} from '@continuum/contracts';

/**
 * A paged search kept in the page's URL (q, op, page, size, sort, sort2), so a list's view can be shared and the
 * browser's Back undoes a page turn. Values the server would refuse are dropped here rather than sent.
 */
export interface PagedSearchState {
  searchValue: string;
  searchOperation: SearchOperation;
  page: number;
  pageSize: number;
  primary?: SortOrder;
  secondary?: SortOrder;
}

const sortOf = (raw: string | null): SortOrder | undefined => {
  const [, field, direction] = (raw ? /^([A-Za-z][\w.]{0,63}),(ASC|DESC)$/.exec(raw) : null) ?? [];
  return field && direction ? { field, direction: direction as SortOrder['direction'] } : undefined;
};
const sortText = (order: SortOrder | undefined) => (order ? `${order.field},${order.direction}` : undefined);

export function readSearchState(params: URLSearchParams, defaultSort?: SortOrder): PagedSearchState {
  const op = params.get('op');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    searchValue: params.get('q') ?? '',
    searchOperation: (SEARCH_OPERATIONS as readonly string[]).includes(op ?? '')
      ? (op as SearchOperation)
      : DEFAULT_SEARCH_OPERATION,
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    primary: sortOf(params.get('sort')) ?? defaultSort,
    secondary: sortOf(params.get('sort2')),
  };
}

/** The state as URL parameters; defaults are left out so a plain list keeps a plain address. */
export function writeSearchState(state: PagedSearchState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('q', state.searchValue || undefined);
  set('op', state.searchOperation === DEFAULT_SEARCH_OPERATION ? undefined : state.searchOperation);
  set('page', state.page > 0 ? String(state.page) : undefined);
  set('size', state.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(state.pageSize));
  set('sort', sortText(state.primary));
  set('sort2', sortText(state.secondary));
  return next;
}

/** The request body of the state (the server's field names, 000 §3). */
export function toSearchRequest(
  state: PagedSearchState,
  extra?: PagedSearchRequest['extraSearchData'],
  options?: PagedSearchRequest['options'],
): PagedSearchRequest {
  return {
    searchValue: state.searchValue.trim() || null,
    searchOperation: state.searchOperation,
    page: state.page,
    pageSize: state.pageSize as PagedSearchRequest['pageSize'],
    sortOrders: { primary: state.primary, secondary: state.secondary },
    ...(extra && Object.keys(extra).length ? { extraSearchData: extra } : {}),
    ...(options && Object.keys(options).length ? { options } : {}),
  };
}

/** Clicking a column header: sort by it ascending, again to turn it descending; the old primary becomes secondary. */
export function toggleSort(state: PagedSearchState, field: string): PagedSearchState {
  const current = state.primary?.field === field ? state.primary : undefined;
  const primary: SortOrder = { field, direction: current?.direction === 'ASC' ? 'DESC' : 'ASC' };
  const secondary = current ? state.secondary : state.primary;
  return { ...state, primary, secondary: secondary?.field === field ? undefined : secondary, page: 0 };
}
