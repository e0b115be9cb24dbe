import type { LearnerProduct } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { isId } from './keys';

/** GET api/product/{lpId}: one of the user's learner products (404 for anyone else's). */
export function fetchLearnerProduct(lpId: number): Promise<LearnerProduct> {
  return http<LearnerProduct>(`api/product/${lpId}`);
}

export const learnerProductQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['learner-product', lpId] as const,
    queryFn: () => fetchLearnerProduct(lpId),
    // The product pages show not-found and failures themselves.
    meta: { errorDialog: false },
  });

export function useLearnerProduct(lpId: number) {
  return useQuery({ ...learnerProductQueryOptions(lpId), enabled: isId(lpId) });
}
