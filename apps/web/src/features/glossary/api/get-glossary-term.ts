import type { GlossaryTerm } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/glossary/{id}: one term of a product the learner is enrolled in. */
export function fetchGlossaryTerm(id: number): Promise<GlossaryTerm> {
  return http<GlossaryTerm>(`api/glossary/${id}`);
}

export const glossaryTermQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['glossary', 'term', id] as const,
    queryFn: () => fetchGlossaryTerm(id),
    meta: { errorDialog: false },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useGlossaryTerm(id: number | null) {
  return useQuery({ ...glossaryTermQueryOptions(id ?? 0), enabled: id !== null });
}
