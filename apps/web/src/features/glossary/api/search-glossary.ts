import type { GlossarySearchBody, GlossaryTerm } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/glossary/lp/{lpId}/search {value}: matching terms, best first (case- and accent-insensitive). */
export function searchGlossary(lpId: number, body: GlossarySearchBody): Promise<GlossaryTerm[]> {
  return http<GlossaryTerm[]>(`api/glossary/lp/${lpId}/search`, { method: 'POST', body });
}

/** A search is a POST the learner starts, so it is a mutation; the page keeps the last result. */
export function useSearchGlossary(lpId: number) {
  return useMutation({
    mutationFn: (value: string) => searchGlossary(lpId, { value }),
    meta: { errorDialog: false },
  });
}
