import type { ValidationStatusReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** How often the client asks whether a personal validation question is due (the server decides, decision 0178). */
export const VALIDATION_POLL_MS = 15_000;

/** GET api/product/{lpId}/validation: the personal validation question due now, its deadline and the failure counts. */
export function fetchValidation(lpId: number): Promise<ValidationStatusReply> {
  return http<ValidationStatusReply>(`api/product/${lpId}/validation`);
}

export const validationQueryOptions = (lpId: number) =>
  queryOptions({ queryKey: ['learner-validation', lpId], queryFn: () => fetchValidation(lpId) });

/** Polled while the course is open: the server opens a question when its drawn time comes. */
export function useValidation(lpId: number) {
  return useQuery({ ...validationQueryOptions(lpId), refetchInterval: VALIDATION_POLL_MS });
}
