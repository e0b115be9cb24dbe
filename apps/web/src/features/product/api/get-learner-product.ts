import type { LearnerProduct } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/product/{lpId}: one of the user's learner products (404 for anyone else's). */
export function fetchLearnerProduct(lpId: number): Promise<LearnerProduct> {
  return http<LearnerProduct>(`api/product/${lpId}`);
}

export const learnerProductQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['learner-product', lpId] as const,
    queryFn: () => fetchLearnerProduct(lpId),
    // The product home shows not-found and failures itself.
    meta: { errorDialog: false },
  });

export function useLearnerProduct(lpId: number) {
  return useQuery({ ...learnerProductQueryOptions(lpId), enabled: Number.isInteger(lpId) && lpId > 0 });
}
