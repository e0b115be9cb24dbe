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
  // The selector shows its own empty/error text (spec 000 §2).
  meta: { errorDialog: false },
});

export function useUserProducts() {
  return useQuery(userProductsQueryOptions);
}
