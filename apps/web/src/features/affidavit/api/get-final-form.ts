import type { AffidavitCycles, FinalAffidavitForm } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/exam/affidavit/final/{id}: the fields the course's rules show, the names and today's date. */
export const finalFormQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['affidavit', 'final-form', lpId] as const,
    queryFn: () => http<FinalAffidavitForm>(`api/exam/affidavit/final/${lpId}`),
  });
export const useFinalForm = (lpId: number) => useQuery(finalFormQueryOptions(lpId));

/** GET api/affidavit/cycles/{learnerProductId}. */
export const cyclesQueryOptions = (lpId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['affidavit', 'cycles', lpId] as const,
    queryFn: () => http<AffidavitCycles>(`api/affidavit/cycles/${lpId}`),
    enabled,
  });
export const useCycles = (lpId: number, enabled: boolean) => useQuery(cyclesQueryOptions(lpId, enabled));
