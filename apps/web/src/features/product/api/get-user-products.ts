import type { ProductListEntry } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/user/products: the signed-in user's learner products. */
export function fetchUserProducts(): Promise<ProductListEntry[]> {
  return http<ProductListEntry[]>('api/user/products');
}

export const userProductsQueryOptions = queryOptions({
  queryKey: ['user-products'] as const,
  queryFn: fetchUserProducts,
  // The selector shows its own error state in place of the list (decision 0065).
  meta: { errorDialog: false },
});

export function useUserProducts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userProductsQueryOptions, enabled: options.enabled ?? true });
}
