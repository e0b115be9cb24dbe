import type { ProductMeta } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import type { ObserverMeta } from '@/shared/query/meta';
import { courseKeys, isId } from './keys';

/** GET api/product/{lpId}/meta: the product's node tree (structure only, no learner state). */
export function fetchProductMeta(lpId: number): Promise<ProductMeta> {
  return http<ProductMeta>(`api/product/${lpId}/meta`);
}

export const productMetaQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: courseKeys.meta(lpId),
    queryFn: () => fetchProductMeta(lpId),
    // The tree only changes when a package is re-imported.
    staleTime: 5 * 60_000,
  });

export function useProductMeta(lpId: number, observer: ObserverMeta = {}) {
  return useQuery({ ...productMetaQueryOptions(lpId), ...observer, enabled: isId(lpId) });
}
