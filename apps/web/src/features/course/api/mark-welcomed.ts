import type { LearnerProduct } from '@continuum/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { learnerProductKey } from '@/features/product/public/learner-product-key';
import { http } from '@/shared/http/client';

/** POST api/product/{lpId}/welcome: the learner has closed the welcome-to-course modal (decision 0071). */
export function postWelcomed(lpId: number): Promise<{ ok: true }> {
  return http<{ ok: true }>(`/api/product/${lpId}/welcome`, { method: 'POST' });
}

/**
 * Closes the welcome for good: the cached product says so at once (the home tour may follow), and the server
 * remembers it. A failed call is not worth an error: the welcome simply shows again on the next visit.
 */
export function markWelcomed(queryClient: QueryClient, lpId: number): Promise<void> {
  queryClient.setQueryData<LearnerProduct>(learnerProductKey(lpId), (p) => (p ? { ...p, welcomeSeen: true } : p));
  return postWelcomed(lpId).then(
    () => undefined,
    () => undefined,
  );
}
