import type { LcReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { courseKeys, isId } from './keys';

/**
 * GET api/product/{lpId}/lc/{nodeId}?step=: a node with two levels of children and its breadcrumbs.
 * Repeat loads (after progress changed) use the /volatile variant, as the spec's client does.
 */
export function fetchLcPage(lpId: number, nodeId: number, step?: string, volatile = false, signal?: AbortSignal) {
  return http<LcReply>(`api/product/${lpId}/lc/${nodeId}${volatile ? '/volatile' : ''}`, { query: { step }, signal });
}

export const lcPageQueryOptions = (lpId: number, nodeId: number, step?: string) =>
  queryOptions({
    queryKey: courseKeys.lcPage(lpId, nodeId, step),
    queryFn: ({ client, queryKey, signal }) =>
      fetchLcPage(lpId, nodeId, step, client.getQueryData(queryKey) !== undefined, signal),
    meta: { errorDialog: false },
  });

export function useLcPage(lpId: number, nodeId: number, step?: string) {
  return useQuery({ ...lcPageQueryOptions(lpId, nodeId, step), enabled: isId(lpId) && isId(nodeId) });
}
