import type { ProductState } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import type { ObserverMeta } from '@/shared/query/meta';
import { courseKeys, isId } from './keys';

/** GET api/product/{lpId}/state: next step, course message, every node's status and derived data. */
export function fetchProductState(lpId: number): Promise<ProductState> {
  return http<ProductState>(`api/product/${lpId}/state`);
}

export const productStateQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: courseKeys.state(lpId),
    queryFn: () => fetchProductState(lpId),
  });

export function useProductState(lpId: number, observer: ObserverMeta = {}) {
  return useQuery({ ...productStateQueryOptions(lpId), ...observer, enabled: isId(lpId) });
}
