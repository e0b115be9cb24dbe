import type { LearnerProduct } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import type { ObserverMeta } from '@/shared/query/meta';
import { learnerProductKey } from './learner-product-key';

/** GET api/product/{lpId}: one of the user's learner products (404 for anyone else's). */
export function fetchLearnerProduct(lpId: number): Promise<LearnerProduct> {
  return http<LearnerProduct>(`api/product/${lpId}`);
}

export const learnerProductQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: learnerProductKey(lpId),
    queryFn: () => fetchLearnerProduct(lpId),
  });

/**
 * The learner product, shared by the course pages and the seat-time tracker (its rules), which is why it
 * is in product's public/ folder: other features import a feature only from there (decision 0186).
 */
export function useLearnerProduct(lpId: number, observer: ObserverMeta = {}) {
  return useQuery({ ...learnerProductQueryOptions(lpId), ...observer, enabled: Number.isInteger(lpId) && lpId > 0 });
}
